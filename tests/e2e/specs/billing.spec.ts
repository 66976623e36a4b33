import { expect, test } from '@playwright/test';

import { CARDS, EVENT_DEADLINE_MS, payWithCard, projectWithAcceptedBid, reloadUntil, startTrialWithCard } from '../support/billing';
import { postProjectViaApi } from '../support/projects';
import { registerViaApi, toast, uniqueUser } from '../support/users';

test.describe('billing', () => {
  test('a client pays the down payment into escrow and sees it held until the stage is approved', async ({ page, browser, baseURL }) => {
    test.slow(); // two users, an approval and an acceptance through Kafka, a payment

    const token = Date.now().toString(36);
    await registerViaApi(page.request, uniqueUser({ firstName: 'Clara', lastName: `Client${token}` }));
    const { projectId, engineerContext, enginePage } = await projectWithAcceptedBid(page, browser, baseURL!, token);
    try {
      await page.goto(`/project/${projectId}`);
      const payments = page.getByRole('region', { name: 'Payments' });
      const downPayment = payments.getByRole('listitem', { name: 'Down payment' });
      await expect(downPayment).toBeVisible({ timeout: 20_000 });
      await expect(downPayment).toContainText('50%');
      await expect(downPayment).toContainText('$1,000');
      await expect(downPayment.getByText('Pending', { exact: true })).toBeVisible();

      await downPayment.getByRole('link', { name: 'Pay Down payment' }).click();
      await expect(page).toHaveURL(new RegExp(`/project/${projectId}/payment-live$`));
      await expect(page.getByRole('radio', { name: 'Down payment' })).toBeChecked();
      await expect(page.getByText(/^Amount due now:/)).toContainText('$1,000');
      await expect(page.getByRole('region', { name: 'Payment Terms' })).toContainText('paid into escrow and held there until the work it pays for is approved');

      await payWithCard(page, CARDS.success);
      await expect(page).toHaveURL(new RegExp(`/project/${projectId}/payment-success\\?type=down_payment&amount=1000(\\.00)?`));
      await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
      await expect(page.getByText('Down payment', { exact: true })).toBeVisible();
      await expect(page.getByText(/Held in escrow until you approve the stage's delivery/)).toBeVisible();

      await page.getByRole('link', { name: 'Back to Project' }).click();
      await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
      await reloadUntil(page, () => expect(downPayment.getByText('Paid (held)', { exact: true })).toBeVisible({ timeout: 3000 }));
      await expect(payments.getByRole('listitem', { name: 'Design approval' }).getByRole('link', { name: 'Pay Design approval' })).toBeVisible();

      // The engineer follows the stages but cannot pay or release.
      await enginePage.goto(`/project/${projectId}`);
      const engineerPayments = enginePage.getByRole('region', { name: 'Payments' });
      await expect(engineerPayments.getByRole('listitem', { name: 'Down payment' }).getByText('Paid (held)', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(engineerPayments.getByRole('button')).toHaveCount(0);
      await expect(engineerPayments.getByRole('link')).toHaveCount(0);

      // Nobody releases held money by hand: it leaves escrow when the client approves the stage (deliverables spec).
      await expect(payments.getByRole('button', { name: /Release/ })).toHaveCount(0);
    } finally {
      await engineerContext.close();
    }
  });

  test("a declined card shows 'Payment Failed' with the provider's message", async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());
    await page.goto('/checkout?plan=professional&billing=monthly');
    await expect(page.getByRole('region', { name: 'Premium Engineering Access' })).toContainText('$29.00/month', { timeout: 20_000 });

    const form = await payWithCard(page, CARDS.declined);
    await expect(toast(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('Your card was declined.')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('Your card was declined.');
    await expect(form.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout\?plan=professional&billing=monthly$/);
  });

  test('a card that asks for authentication shows the 3D Secure step and completes', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Premium Engineering Access' })).toBeVisible({ timeout: 20_000 });

    await payWithCard(page, CARDS.authentication);
    const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
    await expect(challenge).toBeVisible();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page).toHaveURL(/\/payment-success\?payment_intent=[^&]+&payment_intent_client_secret=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    const paymentIntentId = new URL(page.url()).searchParams.get('payment_intent')!;
    await expect(page.getByText(paymentIntentId, { exact: true })).toBeVisible();
    await expect(page.getByText('Succeeded', { exact: true })).toBeVisible();
  });

  test("a starter client's fourth active project is refused with the plan limit and a link to the plans", async ({ page }) => {
    const token = Date.now().toString(36);
    await registerViaApi(page.request, uniqueUser());
    for (const index of [1, 2, 3]) await postProjectViaApi(page.request, `Starter project ${index} ${token}`);

    // Projects learns the starter limits from billing through Kafka: post again through the form until it refuses.
    const limitAlert = page.getByRole('alert').filter({ hasText: 'Plan limit reached' });
    await expect(async () => {
      await page.goto('/post-project');
      const form = page.getByRole('form', { name: 'Post a project' });
      await form.getByLabel('Project title').fill(`Fourth project ${token}`);
      await form.getByLabel('Description').fill('A bathroom vanity with two drawers; cut lists and DXF nests needed.');
      await form.getByLabel('Cabinet type').selectOption('Bathroom Vanity');
      await form.getByLabel('Budget range').selectOption('$500 - $1,000');
      await form.getByLabel('Timeline').selectOption('1-2 weeks');
      await form.getByLabel('Material type').selectOption('MDF');
      await form.getByRole('button', { name: 'Post Project' }).click();
      await expect(limitAlert).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: EVENT_DEADLINE_MS });

    await expect(limitAlert).toContainText(/Starter plan allows 3 /);
    await expect(toast(page).getByText('Failed to post project', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/post-project$/);
    await limitAlert.getByRole('link', { name: 'View plans' }).click();
    await expect(page).toHaveURL(/\/premium-plans$/);
  });

  test('a client upgrades to Professional with its free trial, cancels and reactivates on /subscription', async ({ page }) => {
    test.slow(); // a card saved, then the subscription's changes

    await registerViaApi(page.request, uniqueUser());
    await page.goto('/subscribe?plan=professional&billing=monthly');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Professional' })).toContainText('$29.00/month', { timeout: 20_000 });

    await startTrialWithCard(page, CARDS.success);
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page).getByText('Free Trial Started', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('Your card is saved and nothing was charged.', { exact: true })).toBeVisible();

    const currentPlan = page.getByRole('region', { name: 'Current Plan' });
    await reloadUntil(page, () => expect(currentPlan).toContainText('Professional', { timeout: 3000 }));
    await expect(page.getByRole('region', { name: 'Usage Overview' })).toContainText('Unlimited');

    // The account menu leads here too.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);

    await page.getByRole('button', { name: 'Cancel Free Trial', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cancel your free trial?' }).getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expect(toast(page).getByText('Subscription Cancelled', { exact: true })).toBeVisible();
    const banner = page.getByText(/Your free trial ends on .* and nothing will be charged/);
    await expect(banner).toBeVisible();

    await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await expect(toast(page).getByText('Subscription Reactivated', { exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Free Trial', exact: true })).toBeVisible();

    // The reactivation is stored, not only shown.
    await page.reload();
    await expect(currentPlan).toContainText('Professional');
    await expect(banner).toHaveCount(0);
  });
});
