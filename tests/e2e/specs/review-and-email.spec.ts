import { expect, test, type Locator } from '@playwright/test';

import { adminCredentials, findApplication, signInAsAdmin } from '../support/admin';
import { registerElsewhere, registerViaApi, signInViaForm, toast, uniqueUser } from '../support/users';

/** Analytics learns of a signup through Kafka (user.registered); the admin reloads until it shows. */
const ANALYTICS_DEADLINE_MS = 20_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('engineer review', () => {
  test('an admin rejects an application with a reason, and the engineer reads it on the dashboard', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const token = Date.now().toString(36);
    const engineer = uniqueUser({ firstName: 'Remy', lastName: `Rejected${token}`, role: 'engineer' });
    const engineerName = `${engineer.firstName} ${engineer.lastName}`;
    const reason = `Please add portfolio images of finished cabinet work (${token}).`;
    const engineerId = await registerElsewhere(baseURL!, engineer);

    await signInAsAdmin(page.request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // Analytics learns of the signup a moment later: reload until the application shows.
    let application: Locator | undefined;
    await expect(async () => {
      await page.reload();
      application = await findApplication(page, engineer.username);
    }).toPass({ timeout: ANALYTICS_DEADLINE_MS, intervals: [500, 1000, 2000] });
    await expect(application!).toContainText(engineerName);

    await application!.getByRole('button', { name: `Reject ${engineerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Application' });
    await expect(dialog).toBeVisible();
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(dialog.getByText('Please give a reason: the engineer sees it.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    const rejection = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/admin/engineers/${engineerId}/reject`),
    );
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    expect((await rejection).status()).toBe(200);
    await expect(toast(page).getByText('Application Rejected', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(application!).toHaveCount(0);

    // The review page keeps the audit trail.
    await page.goto(`/engineer/${engineerId}`);
    const review = page.getByRole('region', { name: 'Application Review' });
    await expect(review.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(review.getByRole('list', { name: 'Decision history' }).getByRole('listitem').first()).toHaveText(
      new RegExp(`^Rejected by ${escapeRegExp(adminCredentials().username)} on .+: ${escapeRegExp(reason)}$`),
    );

    // The engineer signs in (the admin's session is dropped) and reads why on the dashboard.
    await page.context().clearCookies();
    await page.goto('/auth');
    await signInViaForm(page, engineer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Your application was not approved' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reason);
    await expect(notice).toContainText('Update your profile; passing the certification test is what lets you bid.');
    // The way back is on the same screen: 'Get Verified to Bid' right below offers the profile and the test.
    const path = page.getByRole('region', { name: 'Get Verified to Bid' });
    await expect(path.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
    await expect(path.getByRole('link', { name: 'Take the Certification Test' })).toHaveAttribute('href', '/certification');
  });
});

test.describe('email preferences', () => {
  test('a client turns off e-mails about new bids on /profile, and the setting stays off', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser({ role: 'client' }));
    await page.goto('/profile');

    const card = page.getByRole('region', { name: 'Email notifications' });
    const newBids = card.getByRole('switch', { name: 'New bids on my projects' });
    const newMessages = card.getByRole('switch', { name: "New messages while I'm away" });
    await expect(newBids).toHaveAttribute('aria-checked', 'true');
    await expect(newMessages).toHaveAttribute('aria-checked', 'true');
    // Engineers' e-mails are not offered to a client.
    await expect(card.getByRole('switch', { name: 'My bid was accepted' })).toHaveCount(0);
    await expect(card.getByRole('switch', { name: 'Engineer application decisions' })).toHaveCount(0);

    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/api/email-preferences'));
    await newBids.click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ newBid: false });
    await expect(newBids).toHaveAttribute('aria-checked', 'false');

    await page.reload();
    await expect(newBids).toHaveAttribute('aria-checked', 'false');
    await expect(newMessages).toHaveAttribute('aria-checked', 'true');
  });
});
