import { expect, test } from '@playwright/test';

import { CARDS, EVENT_DEADLINE_MS, reloadUntil, startTrialWithCard } from '../support/billing';
import { postProjectViaApi } from '../support/projects';
import { registerViaApi, uniqueUser } from '../support/users';

// Issue 29 items 1 and 4: a plan refusal is an upgrade prompt in place, and the plan's export works after upgrading.
test.describe('data export', () => {
  test('a starter client meets the upgrade prompt, upgrades with the test card, and the CSV download starts', async ({ page }) => {
    test.slow(); // a payment, then subscription.changed through Kafka to projects

    const token = Date.now().toString(36);
    await registerViaApi(page.request, uniqueUser());
    await postProjectViaApi(page.request, `Export kitchen ${token}`);

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Export your data' });
    const prompt = card.getByRole('status', { name: 'Upgrade to Professional' });
    await expect(prompt).toContainText('Data export is part of the Professional plan', { timeout: 20_000 });
    await expect(card.getByRole('button', { name: 'Projects (CSV)' })).toHaveCount(0);
    await prompt.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/premium-plans$/);

    await page.goto('/subscribe?plan=professional&billing=monthly');
    await expect(page.getByRole('region', { name: 'Professional' })).toContainText('$29.00/month', { timeout: 20_000 });
    // A first plan starts with its free trial: the plan works at once, nothing is charged.
    await startTrialWithCard(page, CARDS.success);
    await expect(page).toHaveURL(/\/subscription$/);

    // projects learns of the new plan from subscription.changed.
    await expect
      .poll(async () => (await page.request.get('/api/exports/projects.csv')).status(), { timeout: EVENT_DEADLINE_MS, message: 'projects learns of the plan' })
      .toBe(200);

    await page.goto('/profile');
    const projectsButton = card.getByRole('button', { name: 'Projects (CSV)' });
    await reloadUntil(page, () => expect(projectsButton).toBeVisible({ timeout: 3000 }));
    const downloadStarted = page.waitForEvent('download');
    await projectsButton.click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^cabinetworks-projects-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('id,title,status,cabinetType,budgetRange,timeline,materialType,finalAmount,createdAt,completedAt');
    expect(text).toContain(`Export kitchen ${token}`);

    // The payments export has the trial's setup (nothing charged), with the card's last four digits.
    const paymentsStarted = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Payments (CSV)' }).click();
    const payments = Buffer.concat(await (await (await paymentsStarted).createReadStream()).toArray()).toString('utf8');
    expect(payments).toMatch(/,paid,subscription,.*,0\.00,usd,succeeded,.* ending 4242,/);
  });

  test('a starter member downloads all their personal data as one JSON file', async ({ page }) => {
    const user = uniqueUser();
    await registerViaApi(page.request, user);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Your personal data' });
    const started = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data (JSON)' }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/^cabinetworks-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8')) as {
      account: { account: { email: string; username: string } };
      projects: { projects: unknown[] };
      billing: { payments: unknown[] };
    };
    expect(document.account.account.email).toBe(user.email);
    expect(document.projects.projects).toEqual([]);
    expect(document.billing.payments).toEqual([]);
    expect(JSON.stringify(document)).not.toMatch(/password/i);
  });
});
