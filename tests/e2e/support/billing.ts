import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { passCertification } from './certification';
import { projectsKnowsVerifiedEngineer } from './db';
import { postProjectViaApi } from './projects';
import { registerViaApi, uniqueUser } from './users';

/** How long the other services may take to learn of an event through Kafka (an approval, an acceptance, a plan). */
export const EVENT_DEADLINE_MS = 30_000;

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
} as const;

export async function currentUserId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A project of the page's (signed-in) client with an accepted $2,000 bid of a verified engineer, once billing knows
 * of the acceptance (GET /api/project-payments answers). The client buys `clientPlan` first (professional: the
 * stages are held in escrow; starter: they go to the engineer once paid). The caller closes the engineer's context.
 */
export async function projectWithAcceptedBid(page: Page, browser: Browser, baseURL: string, token: string, clientPlan: 'professional' | 'starter' = 'professional') {
  // Escrow is a paid capability: a project keeps the mode of its client's plan when the bid is accepted.
  if (clientPlan !== 'starter') await subscribeViaApi(page.request, clientPlan);
  const projectId = await postProjectViaApi(page.request, `Escrow kitchen ${token}`);
  const engineer = uniqueUser({ firstName: 'Eli', lastName: `Engineer${token}`, role: 'engineer' });
  const engineerContext: BrowserContext = await browser.newContext();
  const enginePage = await engineerContext.newPage();
  await registerViaApi(enginePage.request, engineer);
  const engineerId = await currentUserId(enginePage.request);
  await passCertification(enginePage.request);
  await expect
    .poll(() => projectsKnowsVerifiedEngineer(engineerId), { timeout: EVENT_DEADLINE_MS, message: 'projects learns of the pass' })
    .toBe(true);

  const bid = await enginePage.request.post('/api/bids', {
    data: { projectId, amount: 2000, proposal: 'Cabinet Vision model, cut lists and DXF nests.', timeline: '3 weeks' },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const bidId = ((await bid.json()) as { id: number }).id;
  const accepted = await page.request.post(`/api/bids/${bidId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  await expect
    .poll(async () => (await page.request.get(`/api/project-payments/${projectId}`)).status(), {
      timeout: EVENT_DEADLINE_MS,
      message: 'billing learns of the accepted bid',
    })
    .toBe(200);
  return { projectId, engineerContext, enginePage };
}

/** Fills the test provider's card form and presses Pay Now. */
export async function payWithCard(page: Page, number: string) {
  return submitCard(page, number, 'Complete Payment', 'Pay Now');
}

/** A first plan's free trial: fills the test provider's card form and presses Start Free Trial (nothing charged). */
export async function startTrialWithCard(page: Page, number: string) {
  return submitCard(page, number, 'Save Your Card', 'Start Free Trial');
}

async function submitCard(page: Page, number: string, formName: string, button: string) {
  const form = page.getByRole('region', { name: formName });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Card number', { exact: true }).fill(number);
  await form.getByLabel('Expiry', { exact: true }).fill('12/34');
  await form.getByLabel('CVC', { exact: true }).fill('123');
  await form.getByLabel('ZIP', { exact: true }).fill('94103');
  await form.getByRole('button', { name: button }).click();
  return form;
}

/** Reloads until the condition holds: a page shows what billing recorded after it was loaded. */
export async function reloadUntil(page: Page, condition: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await condition();
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] });
}

/** The signed-in member pays a project stage with the test card through the API (no page). */
export async function payStageViaApi(request: APIRequestContext, projectId: number, paymentType: string, amount: number) {
  const form: Record<string, unknown> = { projectId, amount, paymentType };
  if (paymentType === 'milestone') form.milestone = 1;
  const intent = await request.post('/api/create-project-payment', { data: form });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  await confirmCard(request, clientSecret);
}

/** The signed-in member buys a plan with the test card through the API (no page). */
export async function subscribeViaApi(request: APIRequestContext, plan: 'professional' | 'enterprise') {
  const intent = await request.post('/api/get-or-create-subscription', { data: { plan, billingCycle: 'monthly' } });
  expect(intent.status(), await intent.text()).toBe(200);
  await confirmCard(request, ((await intent.json()) as { clientSecret: string }).clientSecret);
}

async function confirmCard(request: APIRequestContext, clientSecret: string) {
  const confirmed = await request.post('/api/payments/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '94107' } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
