import { expect, test } from '@playwright/test';

import { fillSignUpForm, registerViaApi, signInViaForm, toast, uniqueUser } from '../support/users';

test.describe('sign up, sign out, sign in', () => {
  test('a new client lands on the dashboard, signs out and signs back in', async ({ page }) => {
    const user = uniqueUser();

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);

    const form = await fillSignUpForm(page, user);
    await expect(form.getByRole('radio', { name: 'Client' })).toBeChecked(); // the default role
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    // Just registered: welcomed, not welcomed back (that comes with the next visit).
    await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Client', { exact: true })).toBeVisible();

    // The session survives a reload (cookie + GET /api/user).
    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.firstName}!` })).toBeVisible();

    // Signed-in navigation: bell, Messages, avatar with the first name's initial.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Messages' })).toBeVisible();
    const accountMenu = banner.getByRole('button', { name: 'Account menu' });
    await expect(accountMenu).toHaveText('P');

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInViaForm(page, user);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.firstName}!` })).toBeVisible();
  });

  test("a wrong password shows the 'Login failed' toast", async ({ page, request }) => {
    const user = uniqueUser();
    await registerViaApi(request, user); // separate request context: the browser stays signed out

    await page.goto('/auth');
    await signInViaForm(page, { username: user.username, password: 'not-the-right-password' });

    await expect(toast(page).getByText('Login failed', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('401: Invalid username or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a taken username shows the 'Registration failed' toast", async ({ page, request }) => {
    const user = uniqueUser();
    await registerViaApi(request, user);

    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Second');
    await form.getByLabel('Last name').fill('Person');
    await form.getByLabel('Username').fill(user.username);
    await form.getByLabel('Email').fill(`other.${user.email}`);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page).getByText('Registration failed', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('409: Username already exists', { exact: true })).toBeVisible();
  });

  test('the first landing source (utm_source) is sent with registration', async ({ page }) => {
    const user = uniqueUser({ role: 'engineer' });
    await page.goto('/?utm_source=e2e-campaign');
    await page.goto('/auth?tab=signup&utm_source=ignored-second-touch');

    const form = await fillSignUpForm(page, user);

    const registerRequest = page.waitForRequest((request) => request.url().endsWith('/api/register'));
    await form.getByRole('button', { name: 'Create Account' }).click();
    expect((await registerRequest).postDataJSON()).toMatchObject({ username: user.username, role: 'engineer', source: 'e2e-campaign' });

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText('Engineer', { exact: true })).toBeVisible();
  });

  test('sign-up validates fields before calling the server', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username').fill('no spaces allowed');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be 12 to 128 characters')).toBeVisible();
    await expect(
      form.getByText('Username must be 3-32 characters of letters, digits, dot, underscore or hyphen'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });
});
