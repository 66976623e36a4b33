import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';

import { findApplication, signInAsAdmin } from '../support/admin';
import { postProjectViaApi } from '../support/projects';
import { registeredSession, registerViaApi, toast, uniqueUser } from '../support/users';

/** Analytics learns of a signup through Kafka (user.registered); the admin reloads until it shows. */
const ANALYTICS_DEADLINE_MS = 20_000;
/** How long the projects service may take to learn of an approval (engineer.verified through Kafka). */
const VERIFICATION_DEADLINE_MS = 30_000;

function bid(engineer: APIRequestContext, projectId: number) {
  return engineer.post('/api/bids', {
    data: { projectId, amount: 1500, proposal: 'Cabinet Vision model, cut lists and DXF nests.', timeline: '2 weeks' },
  });
}

test.describe('admin dashboard', () => {
  test('an admin approves a new engineer from the dashboard, and the engineer can then bid', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const token = Date.now().toString(36);
    const engineer = uniqueUser({ firstName: 'Ava', lastName: `Approved${token}`, role: 'engineer' });
    const engineerName = `${engineer.firstName} ${engineer.lastName}`;

    const { session: engineerApi } = await registeredSession(baseURL!, engineer);
    const { session: clientApi } = await registeredSession(baseURL!, uniqueUser({ firstName: 'Clara', lastName: `Client${token}` }));
    try {
      const projectId = await postProjectViaApi(clientApi, `Pantry wall ${token}`);
      // Not verified yet: the bid is refused.
      const early = await bid(engineerApi, projectId);
      expect(early.status(), await early.text()).toBe(403);

      await signInAsAdmin(page.request);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      for (const name of ['Active Engineers', 'Active Projects', 'Total Projects', 'Completion Rate']) {
        await expect(page.getByRole('group', { name })).toBeVisible();
      }
      await expect(page.getByRole('tab', { name: /^Engineer Management \([\d,]+\)$/ })).toBeVisible();

      // Analytics learns of the signup a moment later: reload until the application shows.
      let application: Locator | undefined;
      await expect(async () => {
        await page.reload();
        application = await findApplication(page, engineer.username);
      }).toPass({ timeout: ANALYTICS_DEADLINE_MS, intervals: [500, 1000, 2000] });
      await expect(application!).toContainText(engineerName);
      await expect(application!.getByRole('link', { name: /^Review / })).toHaveAttribute('href', /^\/engineer\/\d+$/);

      await application!.getByRole('button', { name: /^Approve / }).click();
      await expect(toast(page).getByText('Engineer Approved', { exact: true })).toBeVisible();
      // The name is isolated (U+2068 ... U+2069) so a name with bidi controls cannot reverse the rest of the toast.
      await expect(toast(page).getByText(`\u2068${engineerName}\u2069 is now verified.`, { exact: true })).toBeVisible();
      await expect(application!).toHaveCount(0);

      // The approval reaches the projects service through Kafka; then the bid goes through.
      await expect
        .poll(async () => (await bid(engineerApi, projectId)).status(), {
          timeout: VERIFICATION_DEADLINE_MS,
          intervals: [500, 1000, 2000],
          message: 'the approved engineer may bid',
        })
        .toBe(201);
      const bids = await clientApi.get(`/api/projects/${projectId}/bids`);
      expect(bids.status(), await bids.text()).toBe(200);
      expect(((await bids.json()) as Array<{ engineer: { username: string } }>).map((entry) => entry.engineer.username)).toEqual([engineer.username]);
    } finally {
      await engineerApi.dispose();
      await clientApi.dispose();
    }
  });

  test('a client who opens /admin is sent to the dashboard', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser({ role: 'client' }));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
  });
});
