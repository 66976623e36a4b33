import { expect, test } from '@playwright/test';

import { CARDS, EVENT_DEADLINE_MS, reloadUntil, startTrialWithCard } from '../support/billing';
import { registerViaApi, toast, uniqueUser } from '../support/users';

// Issue 29 item 12: a member's first plan starts with a 14-day free trial, the card saved and nothing charged.
test.describe('free trial', () => {
  test('a starter client starts a trial with the test card, sees when it ends, and the plan works at once', async ({ page }) => {
    test.slow(); // a card saved, then subscription.changed through Kafka to projects

    await registerViaApi(page.request, uniqueUser());
    expect((await page.request.get('/api/exports/projects.csv')).status()).toBe(403);

    await page.goto('/subscribe?plan=professional&billing=monthly');
    const plan = page.getByRole('region', { name: 'Professional' });
    await expect(plan).toContainText('14-day free trial', { timeout: 20_000 });
    await expect(plan).toContainText(/14 days free, then \$29\.00\/month; cancel before \w+ \d{1,2}, \d{4} and you pay nothing\./);
    await expect(page.getByRole('region', { name: 'Save Your Card' })).toContainText('Due today $0.00');

    await startTrialWithCard(page, CARDS.success);
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page).getByText('Free Trial Started', { exact: true })).toBeVisible();

    const currentPlan = page.getByRole('region', { name: 'Current Plan' });
    await reloadUntil(page, () => expect(currentPlan).toContainText('Trial ends', { timeout: 3000 }));
    await expect(currentPlan).toContainText('Free trial');
    await expect(currentPlan).toContainText(/Your free trial ends on \w+ \d{1,2}, \d{4}: your card is then charged \$29\.00\./);

    // A capability of the plan works at once: projects learns of the trial from subscription.changed.
    await expect
      .poll(async () => (await page.request.get('/api/exports/projects.csv')).status(), { timeout: EVENT_DEADLINE_MS, message: 'projects learns of the trial' })
      .toBe(200);
  });
});
