import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';

import { findApplication, signInAsAdmin } from '../support/admin';
import { passCertification } from '../support/certification';
import { postProjectViaApi } from '../support/projects';
import { registeredSession, registerViaApi, toast, uniqueUser } from '../support/users';

/** Analytics learns of a signup through Kafka (user.registered); the admin reloads until it shows. */
const ANALYTICS_DEADLINE_MS = 20_000;
/** How long the projects service may take to learn of a pass, a withdrawal or an approval (through Kafka). */
const VERIFICATION_DEADLINE_MS = 30_000;

function bid(engineer: APIRequestContext, projectId: number) {
  return engineer.post('/api/bids', {
    data: { projectId, amount: 1500, proposal: 'Cabinet Vision model, cut lists and DXF nests.', timeline: '2 weeks' },
  });
}

test.describe('admin dashboard', () => {
  test('an engineer bids only after a pass; an admin withdraws the verification with a reason the engineer reads, and approves again', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const token = Date.now().toString(36);
    const engineer = uniqueUser({ firstName: 'Ava', lastName: `Tested${token}`, role: 'engineer' });
    const engineerName = `${engineer.firstName} ${engineer.lastName}`;
    const reason = `Portfolio images copied from a catalogue (${token}).`;

    const { session: engineerApi, userId: engineerId } = await registeredSession(baseURL!, engineer);
    const { session: clientApi } = await registeredSession(baseURL!, uniqueUser({ firstName: 'Clara', lastName: `Client${token}` }));
    const engineerContext = await browser.newContext({ storageState: await engineerApi.storageState() });
    try {
      const projectId = await postProjectViaApi(clientApi, `Pantry wall ${token}`);
      // Not tested yet: the bid is refused, and the admin cannot approve the application either.
      const early = await bid(engineerApi, projectId);
      expect(early.status(), await early.text()).toBe(403);

      await signInAsAdmin(page.request);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      for (const name of ['Active Engineers', 'Active Projects', 'Total Projects', 'Completion Rate']) {
        await expect(page.getByRole('group', { name })).toBeVisible();
      }
      // Analytics learns of the signup a moment later: reload until the application shows.
      let application: Locator | undefined;
      await expect(async () => {
        await page.reload();
        application = await findApplication(page, engineer.username);
      }).toPass({ timeout: ANALYTICS_DEADLINE_MS, intervals: [500, 1000, 2000] });
      await expect(application!).toContainText(engineerName);
      await application!.getByRole('button', { name: /^Approve / }).click();
      const untested = page.getByRole('dialog', { name: 'Approve Engineer' });
      await expect(untested.getByText('No attempts at the certification test yet.')).toBeVisible();
      await expect(untested.getByRole('alert')).toContainText('approval opens once this engineer passes the certification test');
      await expect(untested.getByRole('button', { name: 'Approve engineer' })).toBeDisabled();
      await untested.getByRole('button', { name: 'Cancel' }).click();

      // The pass verifies at once: the bid goes through once projects has learnt it.
      await passCertification(engineerApi);
      await expect
        .poll(async () => (await bid(engineerApi, projectId)).status(), { timeout: VERIFICATION_DEADLINE_MS, intervals: [500, 1000, 2000], message: 'the certified engineer may bid' })
        .toBe(201);

      // The admin reviews the verified engineer and withdraws the verification, with a reason.
      await page.goto(`/engineer/${engineerId}`);
      const review = page.getByRole('region', { name: 'Application Review' });
      await expect(review.getByText('Verified', { exact: true })).toBeVisible();
      await review.getByRole('button', { name: /^Withdraw the verification of / }).click();
      const withdraw = page.getByRole('dialog', { name: 'Withdraw Verification' });
      await withdraw.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await withdraw.getByRole('button', { name: 'Withdraw verification' }).click();
      await expect(toast(page).getByText('Verification Withdrawn', { exact: true })).toBeVisible();
      await expect(review.getByText('Verification withdrawn', { exact: true })).toBeVisible();
      await expect(review.getByRole('list', { name: 'Decision history' })).toContainText(`Verification withdrawn by`);

      // The engineer, in their own browser, reads why and can no longer bid or retake the test.
      const engineerPage = await engineerContext.newPage();
      await engineerPage.goto('/dashboard');
      const notice = engineerPage.getByRole('alert').filter({ hasText: 'Your verification was withdrawn' });
      await expect(notice).toContainText(reason);
      await expect(notice.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
      await engineerPage.goto('/certification');
      await expect(engineerPage.getByRole('heading', { level: 1, name: 'Your verification was withdrawn' })).toBeVisible();
      const other = await postProjectViaApi(clientApi, `Mudroom lockers ${token}`);
      await expect
        .poll(async () => (await bid(engineerApi, other)).status(), { timeout: VERIFICATION_DEADLINE_MS, intervals: [500, 1000, 2000], message: 'the withdrawn engineer may not bid' })
        .toBe(403);

      // Approving again (after the pass they made) gives it all back.
      await review.getByRole('button', { name: /^Approve / }).click();
      const approve = page.getByRole('dialog', { name: 'Approve Engineer' });
      await expect(approve.getByRole('list', { name: 'Certification attempts' })).toContainText('Passed');
      await approve.getByRole('button', { name: 'Approve engineer' }).click();
      await expect(toast(page).getByText('Engineer Approved', { exact: true })).toBeVisible();
      // The name is isolated (U+2068 ... U+2069) so a name with bidi controls cannot reverse the rest of the toast.
      await expect(toast(page).getByText(`\u2068${engineerName}\u2069 is now verified.`, { exact: true })).toBeVisible();
      await expect
        .poll(async () => (await bid(engineerApi, other)).status(), { timeout: VERIFICATION_DEADLINE_MS, intervals: [500, 1000, 2000], message: 'the approved engineer may bid again' })
        .toBe(201);
    } finally {
      await engineerContext.close();
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
