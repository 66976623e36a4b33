import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makePlans, makeSubscription, makeUsage } from '../testing/fixtures';
import type { Subscription } from '../types';
import { SubscriptionPage } from './subscription-page';

const TOAST = { selector: '[data-testid="toast"] *' };

function renderPage() {
  return renderWithRouter([{ path: '/subscription', element: <SubscriptionPage /> }], { initialEntries: ['/subscription'] });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/subscription', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows a starter member their plan, usage against the limits and the upgrades, with nothing to cancel', async () => {
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription()),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderPage();

    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Starter')).toBeInTheDocument();
    expect(within(current).getAllByText('Active')).toHaveLength(2); // badge and status
    expect(within(current).getByText('Monthly')).toBeInTheDocument();
    expect(within(current).getByText('Free plan, no renewal')).toBeInTheDocument();
    expect(within(current).getByRole('list', { name: 'Plan features' }).children).toHaveLength(5);

    const usage = region('Usage Overview');
    expect(await within(usage).findByText('2 of 3')).toBeInTheDocument();
    expect(within(usage).getByText('45 of 600')).toBeInTheDocument();
    expect(within(usage).getByRole('progressbar', { name: 'Active projects used' })).toHaveAttribute('aria-valuenow', '2');
    expect(within(usage).getByRole('progressbar', { name: 'Projects this month used' })).toHaveAttribute('aria-valuemax', '3');

    const upgrades = within(region('Upgrade Your Plan')).getByRole('list', { name: 'Upgrade options' });
    expect(within(upgrades).getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute('href', '/premium-plans?plan=professional&billing=monthly');
    expect(within(upgrades).getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute('href', '/premium-plans?plan=enterprise&billing=monthly');

    expect(within(region('Billing Actions')).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your subscription will end/)).not.toBeInTheDocument();
  });

  it("shows 'Unlimited' usage on Professional and offers only Enterprise", async () => {
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription({ plan: 'professional', billingCycle: 'yearly' })),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage({ messagesThisMonth: 1200 })),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderPage();
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Professional')).toBeInTheDocument();
    expect(within(current).getByText('Yearly')).toBeInTheDocument();
    expect(within(current).getByText('$290.00/year')).toBeInTheDocument();
    expect(within(current).getByText('Renews on')).toBeInTheDocument();
    expect(await within(region('Usage Overview')).findByText('1,200 of Unlimited')).toBeInTheDocument();
    expect(within(region('Upgrade Your Plan')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Upgrade to Enterprise']);
    expect(within(region('Upgrade Your Plan')).getByRole('link')).toHaveAttribute('href', '/premium-plans?plan=enterprise&billing=yearly');
  });

  it('cancels after confirming, shows the banner with the end date, and reactivates from it', async () => {
    let subscription: Subscription = makeSubscription({ plan: 'professional' });
    const keys: Array<string | null> = [];
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, subscription),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'POST /api/cancel-subscription': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        subscription = { ...subscription, cancelAtPeriodEnd: true };
        return jsonResponse(200, subscription);
      },
      'POST /api/reactivate-subscription': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        subscription = { ...subscription, cancelAtPeriodEnd: false };
        return jsonResponse(200, subscription);
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Your Professional plan stays active until December 23, 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(keys).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await screen.findByText('Subscription Cancelled', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Your subscription will end at the current billing period.', TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const banner = await screen.findByText(/Your subscription will end on December 23, 2026\./);
    expect(within(region('Current Plan')).getByText('Ends on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(within(region('Billing Actions')).getByRole('button', { name: 'Reactivate Subscription' })).toBeInTheDocument();

    await userEvent.click(within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Subscription Reactivated', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been reactivated successfully.', TOAST)).toBeInTheDocument();
    // The toast comes with the answer; the subscription asked for again comes a moment later.
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.queryByText(/Your subscription will end on/)).not.toBeInTheDocument();
    expect(keys).toEqual([expect.any(String), expect.any(String)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refunds the last payment within 30 days after confirming, and the plan ends at once', async () => {
    let subscription: Subscription = makeSubscription({ plan: 'professional' });
    let moneyBack = {
      eligible: true,
      reason: null as string | null,
      payment: { paymentIntentId: 'pi_1', amount: '29.00', amountCents: 2900, paidAt: '2026-11-23T10:15:30.123Z' },
      refundableUntil: '2026-12-23T10:15:30.123Z',
    };
    const keys: Array<string | null> = [];
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, subscription),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'GET /api/refund-subscription': () => jsonResponse(200, moneyBack),
      'POST /api/refund-subscription': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        subscription = makeSubscription();
        moneyBack = { ...moneyBack, eligible: false, reason: 'Your last payment was refunded already.' };
        return jsonResponse(200, subscription);
      },
    });
    renderPage();

    const actions = await screen.findByRole('region', { name: 'Billing Actions' });
    const refund = await within(actions).findByRole('button', { name: 'Refund my last payment (30-day money-back guarantee)' });
    expect(actions).toHaveTextContent('Your last payment of $29.00 can be refunded until December 23, 2026.');
    await userEvent.click(refund);
    const dialog = screen.getByRole('dialog', { name: 'Refund your last payment?' });
    expect(dialog).toHaveTextContent('$29.00 goes back to the card that paid it, and your plan ends now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(keys).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Refund my last payment (30-day money-back guarantee)' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, refund it' }));
    expect(await screen.findByText('Payment Refunded', TOAST)).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    expect(await within(region('Current Plan')).findByText('Starter')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Refund my last payment/ })).not.toBeInTheDocument());
  });

  it('shows a starter member the free trial billing offers them on each upgrade', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription({ freeTrialDays: 14 })),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderPage();
    const upgrades = await screen.findByRole('list', { name: 'Upgrade options' });
    expect(within(upgrades).getByRole('listitem', { name: 'Professional' })).toHaveTextContent(
      '14 days free, then $29.00/month; cancel before December 11, 2026 and you pay nothing.',
    );
    expect(within(upgrades).getByRole('listitem', { name: 'Enterprise' })).toHaveTextContent('14 days free, then $99.00/month;');
    vi.useRealTimers();
  });

  it('offers no trial to a member who had one', async () => {
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription({ freeTrialDays: 0 })),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Upgrade options' });
    expect(screen.queryByText(/days free/)).not.toBeInTheDocument();
  });

  it('shows the trial, its end and the first charge, and cancels it with nothing to pay', async () => {
    let subscription: Subscription = makeSubscription({
      plan: 'professional',
      status: 'trialing',
      isTrial: true,
      trialEndsAt: '2026-12-11T10:15:30.123Z',
      currentPeriodEnd: '2026-12-11T10:15:30.123Z',
    });
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, subscription),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'GET /api/refund-subscription': () =>
        jsonResponse(200, { eligible: false, reason: 'You have no plan payment to refund.', payment: null, refundableUntil: null }),
      'POST /api/cancel-subscription': () => {
        subscription = { ...subscription, cancelAtPeriodEnd: true };
        return jsonResponse(200, subscription);
      },
    });
    renderPage();

    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getAllByText('Free trial')).toHaveLength(2); // badge and status
    expect(within(current).getByText('Trial ends')).toBeInTheDocument();
    expect(within(current).getByText('December 11, 2026')).toBeInTheDocument();
    expect(current).toHaveTextContent(
      'Your free trial ends on December 11, 2026: your card is then charged $29.00. Cancel before December 11, 2026 and you pay nothing.',
    );
    expect(screen.queryByRole('button', { name: /Refund my last payment/ })).not.toBeInTheDocument();

    await userEvent.click(within(region('Billing Actions')).getByRole('button', { name: 'Cancel Free Trial' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your free trial?' });
    expect(dialog).toHaveTextContent('Your Professional trial stays active until December 11, 2026 and nothing will be charged.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await screen.findByText(/Your free trial ends on December 11, 2026 and nothing will be charged; then you move to Starter\./)).toBeInTheDocument();
    expect(within(region('Billing Actions')).getByText('Your free trial stays active until December 11, 2026; nothing will be charged.')).toBeInTheDocument();
  });

  it("toasts 'Error' with the server message when cancelling fails", async () => {
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(200, makeSubscription({ plan: 'enterprise' })),
      'GET /api/usage-stats': () => jsonResponse(200, makeUsage()),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
      'POST /api/cancel-subscription': () => jsonResponse(409, { message: 'Your subscription is already set to cancel' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await screen.findByText('Error', TOAST)).toBeInTheDocument();
    expect(screen.getByText('409: Your subscription is already set to cancel', TOAST)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the error state when the subscription cannot be loaded', async () => {
    stubApi({
      'GET /api/subscription-status': () => jsonResponse(401, { message: 'Not authenticated' }),
      'GET /api/usage-stats': () => jsonResponse(401, { message: 'Not authenticated' }),
      'GET /api/plans': () => jsonResponse(200, makePlans()),
    });
    renderPage();
    expect(await screen.findByText("We couldn't load your subscription")).toBeInTheDocument();
    expect(screen.getByText('401: Not authenticated')).toBeInTheDocument();
  });
});
