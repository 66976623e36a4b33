import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { fillSignUpForm, toast, uniqueUser, type TestUser } from '../support/users';

/** A 1x1 transparent PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Registers an engineer (with a location, which the shared helper does not send) and signs the context in. */
async function registerEngineer(request: APIRequestContext, user: TestUser, location?: string): Promise<number> {
  const response = await request.post('/api/register', {
    data: { ...user, role: 'engineer', ...(location ? { location } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function currentUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test.describe('engineers', () => {
  test('an engineer signs up, edits the profile and sees it on the public page', async ({ page }) => {
    const user = uniqueUser({ firstName: 'Edith', lastName: `Profiler${Date.now().toString(36)}`, role: 'engineer' });

    await page.goto('/auth?tab=signup');
    const form = await fillSignUpForm(page, user);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    for (const tab of ['Overview', 'Portfolio', 'Skills & Expertise', 'Credentials']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const bio = 'I draw CNC-ready kitchens in Cabinet Vision and Mozaik.';
    await page.getByLabel('Bio').fill(bio);
    // A starter engineer's rate is locked (issue 29 item 7: custom_rates is professional and up).
    await expect(page.getByLabel('Hourly rate (USD)')).toBeDisabled();
    await expect(page.getByRole('tabpanel').getByText('Your hourly rate shows on your profile and in the directory on the Professional plan.', { exact: false })).toBeVisible();
    await page.getByLabel('Availability').selectOption('Available in 1 week');

    await page.getByRole('tab', { name: 'Skills & Expertise' }).click();
    const skills = page.getByLabel('Software skills', { exact: true }).and(page.locator('input'));
    await skills.fill('  Cabinet Vision  ');
    await skills.press('Enter');
    await skills.fill('   ');
    await skills.press('Enter'); // blank entries are ignored
    await skills.fill('Mozaik');
    await skills.press('Enter');
    await expect(page.getByRole('list', { name: 'Software skills' }).getByRole('listitem')).toHaveCount(2);

    const patch = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/engineer-profile\/\d+$/.test(request.url()));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const body = (await patch).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ bio, hourlyRate: null, softwareSkills: ['Cabinet Vision', 'Mozaik'], availability: 'Available in 1 week' });
    expect(body).not.toHaveProperty('rating');
    expect(body).not.toHaveProperty('isVerified');

    await expect(toast(page).getByText('Profile Updated', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('Your profile has been successfully updated.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible(); // back in view mode
    await expect(page.getByRole('tabpanel').getByText('Cabinet Vision', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Credentials' }).click();
    await expect(page.getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');

    const id = await currentUserId(page);
    await page.goto(`/engineer/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    await expect(main.getByText(bio)).toBeVisible();
    await expect(main.getByRole('list', { name: 'Software' })).toContainText('Cabinet Vision');
    await expect(main.getByRole('list', { name: 'Software' })).toContainText('Mozaik');
    await expect(main.getByText('Available in 1 week').first()).toBeVisible();
    await expect(main.getByText('No reviews yet.')).toBeVisible();
    await expect(main.getByText(user.email)).toBeVisible(); // the engineer sees their own e-mail
    await expect(main.getByRole('heading', { name: 'Skill Mastery & Achievements' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Contact Engineer' })).toBeVisible();
  });

  test('an unknown engineer id shows Engineer Not Found', async ({ page }) => {
    await registerEngineer(page.request, uniqueUser());
    await page.goto('/engineer/999999999');
    await expect(page.getByRole('heading', { name: 'Engineer Not Found' })).toBeVisible();
    await expect(page.getByText("The engineer profile you're looking for doesn't exist.")).toBeVisible();
  });

  test('the directory lists engineers and filters them', async ({ page, request }) => {
    const token = `Dirtest${Date.now().toString(36)}`;
    const user = uniqueUser({ firstName: 'Carla', lastName: token, role: 'engineer' });
    // A separate API context: this engineer edits their profile, the browser stays signed out.
    await registerEngineer(request, user, 'Toronto, Canada');
    const me = await request.get('/api/user');
    const id = ((await me.json()) as { id: number }).id;
    const patched = await request.patch(`/api/engineer-profile/${id}`, {
      data: { bio: 'Mozaik and SolidWorks specialist for custom millwork.', softwareSkills: ['Mozaik', 'SolidWorks', 'AutoCAD', 'SketchUp', 'Cabinet Vision'] },
    });
    expect(patched.status(), await patched.text()).toBe(200);

    await page.goto('/engineers');
    await expect(page.getByRole('heading', { name: 'Find Cabinet Engineers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a Project' }).first()).toHaveAttribute('href', '/post-project');
    await expect(page.getByText(/^\d{1,3}(,\d{3})* engineers? found$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Engineers' }).locator('> li').first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search engineers' }).fill(token);
    await expect(page.getByText('1 engineer found')).toBeVisible();
    const card = page.getByRole('list', { name: 'Engineers' }).locator('> li');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: `Carla ${token}` })).toHaveAttribute('href', `/engineer/${id}`);
    await expect(card.getByText('/hr')).toHaveCount(0); // a starter engineer shows no rate (issue 29 item 7)
    await expect(card.getByText('+2 more')).toBeVisible();
    await expect(card.getByText('Toronto, Canada')).toBeVisible();

    await page.getByRole('combobox', { name: 'Software' }).selectOption('solidworks');
    await expect(page.getByText('1 engineer found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Location' }).selectOption('canada');
    await expect(page.getByText('1 engineer found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Location' }).selectOption('usa');
    await expect(page.getByText('No engineers found')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect(page.getByRole('searchbox', { name: 'Search engineers' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Engineers' }).locator('> li').first()).toBeVisible();
    await expect(page.getByText('1 engineer found')).toHaveCount(0);

    // Signed-out visitors are sent to sign in from a profile link.
    await page.getByRole('searchbox', { name: 'Search engineers' }).fill(token);
    await card.getByRole('link', { name: `Carla ${token}` }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=%2Fengineer%2F${id}$`));
  });

  test("uploading a text file named .png shows 'Upload Failed'; real images are added", async ({ page }) => {
    await registerEngineer(page.request, uniqueUser({ role: 'engineer' }));
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    await expect(page.getByText('No portfolio images yet.')).toBeVisible();

    const portfolioInput = page.locator('input[type="file"][aria-label="Add Image"]');
    await expect(portfolioInput).toHaveAttribute('accept', 'image/*');
    await portfolioInput.setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await expect(toast(page).getByText('Upload Failed', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('Failed to upload image. Please try again.', { exact: true })).toBeVisible();

    await portfolioInput.setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(toast(page).getByText('Portfolio Image Added', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Portfolio image 1 by / })).toHaveAttribute('src', /^\/uploads\//);

    await page.getByRole('button', { name: 'Remove portfolio image 1' }).click();
    await expect(page.getByText('No portfolio images yet.')).toBeVisible();

    // The avatar: upload, then the navbar shows the image.
    await page.locator('input[type="file"][aria-label="Change Photo"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(toast(page).getByText('Profile Image Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /^\/uploads\//);
  });

  test('a client sees account details on /profile and a clear message on /certification', async ({ page }) => {
    const client = uniqueUser();
    const response = await page.request.post('/api/register', { data: { ...client, role: 'client' } });
    expect(response.status()).toBe(201);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: `${client.firstName} ${client.lastName}` })).toBeVisible();
    await expect(page.getByText(client.email)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveCount(0);

    await page.goto('/certification');
    await expect(page.getByRole('heading', { name: 'Certification is for engineers' })).toBeVisible();
  });

  test('an engineer sees the certification intro and the test view', async ({ page }) => {
    await registerEngineer(page.request, uniqueUser({ role: 'engineer' }));
    await page.goto('/certification');
    await expect(page.getByRole('heading', { name: 'Engineer Certification Test' })).toBeVisible();
    await expect(page.getByText('80% correct answers to pass')).toBeVisible();

    const questions = page.waitForResponse((r) => r.url().endsWith('/api/certification/questions'));
    await page.getByRole('button', { name: 'Start Test' }).click();
    expect((await questions).status()).toBe(200);
    await expect(page.getByText(/^Question 1 of \d+/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('radio').first().check();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('/get-certified shows the three certifications', async ({ page }) => {
    await page.goto('/get-certified');
    for (const title of ['Cabinet Vision Certified', 'Mozaik Certified', 'AutoCAD for Cabinetry Certified']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });
});
