import { expect, test } from '@playwright/test';

import { certificationAnswerKey } from '../support/db';
import { fillSignUpForm, toast, uniqueUser } from '../support/users';

/** A 1x1 transparent PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface StartedTest {
  attemptId: number;
  questions: Array<{ id: number; question: string; options: string[] }>;
}

test.describe('certification journey', () => {
  test('an engineer signs up, edits the profile, uploads an avatar, passes the test and appears verified', async ({ page }) => {
    test.slow(); // a whole journey: sign-up, profile, avatar, ten questions, certificate, directory

    const token = `Certjourney${Date.now().toString(36)}`;
    const user = uniqueUser({ firstName: 'Vera', lastName: token, role: 'engineer' });
    const fullName = `${user.firstName} ${user.lastName}`;

    // Sign up as an engineer.
    await page.goto('/auth?tab=signup');
    const form = await fillSignUpForm(page, user);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Edit the profile: a bio and a software skill.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(page.getByText('Verification pending', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const bio = 'Cabinet Vision engineer: shop drawings and CNC output for frameless kitchens.';
    await page.getByLabel('Bio').fill(bio);
    await page.getByRole('tab', { name: 'Skills & Expertise' }).click();
    const skills = page.getByLabel('Software skills', { exact: true }).and(page.locator('input'));
    await skills.fill('Cabinet Vision');
    await skills.press('Enter');
    await expect(page.getByRole('list', { name: 'Software skills' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).getByText('Profile Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible(); // back in view mode
    await expect(page.getByRole('tabpanel').getByText('Cabinet Vision', { exact: true })).toBeVisible();

    // Upload an avatar.
    await page
      .locator('input[type="file"][aria-label="Change Photo"]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(toast(page).getByText('Profile Image Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /^\/uploads\//);

    // Start the test; the started attempt's questions come from GET /api/certification/questions.
    await page.goto('/certification');
    await expect(page.getByRole('heading', { name: 'Engineer Certification Test' })).toBeVisible();
    const questionsResponse = page.waitForResponse(
      (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/certification/questions',
    );
    await page.getByRole('button', { name: 'Start Test' }).click();
    const response = await questionsResponse;
    expect(response.status()).toBe(200);
    const started = (await response.json()) as StartedTest;
    const count = started.questions.length;
    expect(count).toBe(10);
    await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();

    // The answer key, read from the question bank.
    const key = certificationAnswerKey(started.questions.map((question) => question.id));
    expect(key.size).toBe(count);

    for (const [index, question] of started.questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${count}`)).toBeVisible();
      await expect(page.getByText(question.question, { exact: true })).toBeVisible();
      const correct = key.get(question.id);
      expect(correct, `answer key for question ${question.id}`).toBeDefined();
      const option = page.getByRole('radio', { name: question.options[correct!], exact: true });
      await option.check();
      await expect(option).toBeChecked();
      if (index < count - 1) await page.getByRole('button', { name: 'Next' }).click();
    }

    const attempt = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/certification/attempt',
    );
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const result = await attempt;
    expect(result.status(), await result.text()).toBe(200);
    expect(await result.json()).toMatchObject({ passed: true, score: count, totalQuestions: count, percentage: 100 });

    await expect(toast(page).getByText('Congratulations!', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('You passed with 100%! Redirecting to your certificate...', { exact: true })).toBeVisible();

    // The certificate.
    await expect(page).toHaveURL(/\/certification\/success$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
    await expect(main.getByText('Certificate of Achievement')).toBeVisible();
    await expect(main.getByText(fullName, { exact: true })).toBeVisible();
    await expect(main.getByText('10/10', { exact: true })).toBeVisible();

    // The directory shows the engineer as verified.
    await page.goto('/engineers');
    await expect(page.getByRole('heading', { name: 'Find Cabinet Engineers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search engineers' }).fill(fullName);
    await expect(page.getByText('1 engineer found')).toBeVisible();
    const card = page.getByRole('list', { name: 'Engineers' }).locator('> li');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: fullName })).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText(bio)).toBeVisible();
  });
});
