import { expect, test } from '@playwright/test';

import { registerViaApi, signInViaForm, uniqueUser } from '../support/users';

test.describe('routing', () => {
  test('a protected route sends a signed-out visitor to /auth and back after sign-in', async ({ page, request }) => {
    const user = uniqueUser();
    await registerViaApi(request, user);

    await page.goto('/conversations');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fconversations$/);
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();

    await signInViaForm(page, user);
    await expect(page).toHaveURL(/\/conversations$/);
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  });

  test('the dashboard requires a session', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the landing page links to the main flows', async ({ page, request }) => {
    // The top-rated engineers are the reviewed ones the directory lists (none on a new system): up to three cards.
    const reviewed = await request.get('/api/engineers?reviewedOnly=true&page=1&pageSize=12');
    expect(reviewed.status(), await reviewed.text()).toBe(200);
    const cards = Math.min(3, ((await reviewed.json()) as unknown[]).length);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect with Certified Cabinet Engineers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a Project' }).first()).toHaveAttribute('href', '/post-project');
    await expect(page.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'View All Engineers' })).toHaveAttribute('href', '/engineers');
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveCount(cards);
    if (cards === 0) await expect(page.getByText('No verified engineer has a client\'s review yet')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} CabinetWorks`)).toBeVisible();
  });
});

test.describe('mobile side sheet', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signed out: lists the public links and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();

    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    for (const name of ['How It Works', 'File Transfer', 'Find Engineers', 'Sign In', 'Get Started']) {
      await expect(sheet.getByRole('link', { name })).toBeVisible();
    }

    await sheet.getByRole('link', { name: 'Find Engineers' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/engineers$/);
  });

  test('signed in: shows name and role, engineer links, and signs out', async ({ page }) => {
    const user = uniqueUser({ firstName: 'Mobile', lastName: 'Engineer', role: 'engineer' });
    await registerViaApi(page.request, user); // shares the browser's cookies: signed in

    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Mobile Engineer', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Engineer', { exact: true })).toBeVisible();
    for (const name of ['Dashboard', 'Profile', 'Messages', 'Find Work', 'Find Engineers', 'Certification', 'Skill Mastery', 'Subscription', 'Premium', 'How It Works']) {
      await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // An engineer posts no projects.
    await expect(sheet.getByRole('link', { name: 'Post Project', exact: true })).toHaveCount(0);

    await sheet.getByRole('button', { name: 'Sign Out' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
