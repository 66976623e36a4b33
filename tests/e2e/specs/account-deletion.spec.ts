import { expect, test } from '@playwright/test';

import { registerViaApi, signInViaForm, toast, uniqueUser } from '../support/users';

// Issue 30 item 7: a member deletes their account from /profile's danger zone and cannot sign in again; the legal
// pages are reachable from the footer and the sign-up form.
test.describe('account deletion and legal pages', () => {
  test('a member deletes their account from the danger zone and cannot sign in afterwards', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);

    await page.goto('/profile');
    const zone = page.getByRole('region', { name: 'Danger zone' });
    await expect(zone).toContainText('Payment records are kept');
    const button = zone.getByRole('button', { name: 'Delete my account' });
    await zone.getByLabel('Current password').fill(user.password);
    await expect(button).toBeDisabled();
    await zone.getByLabel('Type "delete my account" to confirm').fill('delete my account');
    await button.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page).getByText('Account Deleted', { exact: true })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await page.goto('/auth');
    await signInViaForm(page, user);
    await expect(toast(page).getByText('401: Invalid username or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the footer and the sign-up form lead to the legal pages', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await expect(form).toContainText('By creating an account you agree to the Terms and the Privacy Policy.');
    await form.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy · CabinetWorks');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The one cookie' })).toContainText('cw_session');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});
