import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  role: 'client' | 'engineer';
}

/** A user nobody registered before: usernames must be 3-32 of [A-Za-z0-9._-]. */
export function uniqueUser(overrides: Partial<TestUser> = {}): TestUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const username = `e2e_${suffix}`.slice(0, 32);
  return {
    firstName: 'Playwright',
    lastName: 'Tester',
    username,
    email: `${username}@example.com`,
    password: 'correct-horse-battery-staple',
    role: 'client',
    ...overrides,
  };
}

/**
 * Registers through the API. With `page.request` the session cookie lands in the page's
 * browser context (signed in); with the `request` fixture the browser stays signed out.
 */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/register', {
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      password: user.password,
      role: user.role,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills the Sign Up form (on /auth?tab=signup) with the user, choosing Engineer when that is the role; the caller
 * submits, so it can watch the request or check the form first. Returns the form. */
export async function fillSignUpForm(page: Page, user: TestUser) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(user.firstName);
  await form.getByLabel('Last name').fill(user.lastName);
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  if (user.role === 'engineer') await form.getByRole('radio', { name: 'Engineer' }).click();
  return form;
}

export async function signInViaForm(page: Page, user: Pick<TestUser, 'username' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The toast (not Radix's aria-live copy of its text). */
export function toast(page: Page) {
  return page.getByTestId('toast');
}

/** A signed-in API session of its own for a new user; the caller disposes of it. */
export async function registeredSession(baseURL: string, user: TestUser): Promise<{ session: APIRequestContext; userId: number }> {
  const session = await playwrightRequest.newContext({ baseURL });
  await registerViaApi(session, user);
  const me = await session.get('/api/user');
  expect(me.status(), await me.text()).toBe(200);
  return { session, userId: ((await me.json()) as { id: number }).id };
}

/** Registers the user in an API session of its own (the browser stays as it is) and returns their id. */
export async function registerElsewhere(baseURL: string, user: TestUser): Promise<number> {
  const { session, userId } = await registeredSession(baseURL, user);
  await session.dispose();
  return userId;
}
