import { expect, test } from '@playwright/test';

import { EVENT_DEADLINE_MS, subscribeViaApi } from '../support/billing';
import { registerViaApi, uniqueUser } from '../support/users';

// Issue 29 item 10: outgoing webhooks on /profile, an upgrade prompt below enterprise.
test.describe('webhooks', () => {
  test('an enterprise member adds an endpoint, copies its secret once, sends a test and deletes it', async ({ page }) => {
    test.slow(); // a payment, then subscription.changed through Kafka to messaging

    await registerViaApi(page.request, uniqueUser());
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await expect(card.getByRole('status', { name: 'Upgrade to Enterprise' })).toContainText(
      'Custom integrations is part of the Enterprise plan',
      { timeout: 20_000 },
    );

    await subscribeViaApi(page.request, 'enterprise');
    // messaging learns of the plan from subscription.changed: a bad URL is then refused for itself, not for the plan.
    await expect
      .poll(async () => (await page.request.post('/api/webhooks', { data: { url: 'ftp://example.com' } })).status(), {
        timeout: EVENT_DEADLINE_MS,
        message: 'messaging learns of the plan',
      })
      .toBe(400);

    await page.reload();
    const url = card.getByLabel('Endpoint URL');
    await expect(url).toBeVisible({ timeout: 20_000 });
    await url.fill('https://hooks.example.com/e2e');
    await card.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(card.getByLabel('Signing secret')).toHaveText(/^whsec_[0-9a-f]{64}$/);
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByLabel('Signing secret')).toHaveCount(0);

    const endpoint = card.getByRole('listitem').filter({ hasText: 'https://hooks.example.com/e2e' });
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    const log = endpoint.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByText('ping', { exact: true })).toBeVisible();

    await endpoint.getByRole('button', { name: 'Delete https://hooks.example.com/e2e' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(card.getByText(/No endpoints yet/)).toBeVisible();
  });
});
