import { expect, request as playwrightRequest, test } from '@playwright/test';

import { adminCredentials } from '../support/admin';
import { passCertification } from '../support/certification';
import { registeredSession, uniqueUser } from '../support/users';

/** An admin's decision on a verification reaches the engineer's open dashboard live (the notification frame refreshes their profile). */
test('the engineer sees a withdrawal, its reason as text, and an approval without reloading', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { session, userId } = await registeredSession(baseURL!, uniqueUser({ role: 'engineer' }));
  await passCertification(session);
  const context = await browser.newContext({ storageState: await session.storageState() });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your verification was withdrawn')).toHaveCount(0);
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: adminCredentials() })).status()).toBe(200);
  const revoked = await admin.post(`/api/admin/engineers/${userId}/revoke`, { data: { reason: '<b>Fake</b> portfolio \u202e' } });
  expect(revoked.status(), await revoked.text()).toBe(200);
  const notice = page.getByRole('alert').filter({ hasText: 'Your verification was withdrawn' });
  await expect(notice).toContainText('<b>Fake</b> portfolio', { timeout: 20_000 });
  expect((await admin.post(`/api/admin/engineers/${userId}/approve`)).status()).toBe(200);
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await admin.dispose();
  await context.close();
  await session.dispose();
});
