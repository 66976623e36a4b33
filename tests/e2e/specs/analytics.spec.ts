import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/admin';
import { registerViaApi, uniqueUser, type TestUser } from '../support/users';

/** Analytics learns of signups through Kafka (user.registered) and writes page views every quarter of a second. */
const ANALYTICS_DEADLINE_MS = 20_000;
const TOP_PAGES = 8;
const PAGE = '/how-it-works';

/** A campaign tag nobody used before, as auth stores it (lower case; letters, digits, '-'). */
function uniqueSource(): string {
  return `e2e-src-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Registers through the API with a signup source, in a context of its own so no other session changes. */
async function registerFromSource(baseURL: string, user: TestUser, source: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await context.post('/api/register', {
      data: { firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email, password: user.password, role: user.role, source },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await context.dispose();
  }
}

interface PageViews {
  page: string;
  views: number;
}

/** The most viewed pages of the last 30 days, as the admin's Top Pages asks for them. */
async function mostViewed(admin: APIRequestContext, limit: number): Promise<PageViews[]> {
  const response = await admin.get(`/api/analytics/page-views?limit=${limit}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PageViews[];
}

async function viewsOf(admin: APIRequestContext, page: string): Promise<number> {
  return (await mostViewed(admin, 1000)).find((entry) => entry.page === page)?.views ?? 0;
}

/** One more view of `page`, through the same call the app makes; waits out the gateway's rate limit if it applies. */
async function countView(request: APIRequestContext, page: string, sessionId: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/api/track-page-view', { data: { page, sessionId } });
    if (response.status() === 204) return;
    expect(response.status() === 429 && attempt < 20, `track-page-view answered ${response.status()}: ${await response.text()}`).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
  }
}

/**
 * Top Pages lists the 8 most viewed pages only. In a database shared with the other specs (and earlier runs) pages
 * like / or /auth can have far more views than the two of this test, so the page is brought into the 8, with a
 * margin for views that parallel specs add meanwhile.
 */
async function bringIntoTopPages(admin: APIRequestContext, page: string, sessionId: string): Promise<void> {
  const inTop = async () => (await mostViewed(admin, TOP_PAGES)).some((entry) => entry.page === page);
  if (await inTop()) return;
  const top = await mostViewed(admin, TOP_PAGES);
  const missing = (top[top.length - 1]?.views ?? 0) - (await viewsOf(admin, page)) + 5;
  expect(missing, 'views needed to reach the top pages').toBeLessThan(20_000);
  for (let sent = 0; sent < missing; sent += 25) {
    await Promise.all(Array.from({ length: Math.min(25, missing - sent) }, () => countView(admin, page, sessionId)));
  }
  await expect.poll(inTop, { timeout: ANALYTICS_DEADLINE_MS }).toBe(true);
}

/** Reloads /analytics until `check` passes: the page polls every 30 s, a reload asks at once. */
async function untilShown(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: ANALYTICS_DEADLINE_MS, intervals: [500, 1000, 2000] });
}

test.describe('analytics', () => {
  test('an admin sees the cards, and new signups under their source', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page.request);
    await page.goto('/analytics');

    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    for (const name of ['Total Signups', 'Client Signups', 'Engineer Signups', 'Conversion Rate']) {
      await expect(page.getByRole('group', { name })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Conversion Rate' })).toContainText('Sign-ups / unique visitors');
    const marketplace = page.getByRole('region', { name: 'Marketplace' });
    for (const name of ['Projects Posted', 'Bids Placed', 'Accept Rate', 'Paid In', 'Held in Escrow', 'Released']) {
      await expect(marketplace.getByRole('group', { name })).toBeVisible();
    }
    await expect(marketplace.getByRole('group', { name: 'Paid In' })).toContainText('$');
    await expect(page.getByRole('group', { name: 'Client Signups' })).toContainText('% of total');
    await expect(page.getByText(/^Last updated/)).toBeVisible();
    await expect(page.getByLabel('Start date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('region', { name: 'Daily Signup Trends' }).getByRole('table')).toBeVisible();

    const source = uniqueSource();
    await registerFromSource(baseURL!, uniqueUser({ role: 'client' }), source);
    await registerFromSource(baseURL!, uniqueUser({ role: 'engineer' }), source);

    const sources = page.getByRole('region', { name: 'Signup Sources' });
    await untilShown(page, async () => {
      const row = sources.getByRole('row').filter({ has: page.getByRole('rowheader', { name: source, exact: true }) });
      // Signups, clients, engineers.
      await expect(row.getByRole('cell')).toHaveText(['2', '1', '1'], { timeout: 2_000 });
    });
  });

  test('a starter client who opens /analytics sees their own analytics offered as an upgrade', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser({ role: 'client' }));
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade to Professional' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics', exact: true })).toHaveCount(0);
  });

  test("a visitor's page views are counted and show in the admin's Top Pages", async ({ browser, page, baseURL }) => {
    test.setTimeout(90_000);
    const admin = await playwrightRequest.newContext({ baseURL });
    try {
      await signInAsAdmin(admin);
      const before = await viewsOf(admin, PAGE);

      const visitor = await browser.newContext();
      const sessionIds: string[] = [];
      try {
        const visitorPage = await visitor.newPage();
        for (let visit = 0; visit < 2; visit += 1) {
          const tracked = visitorPage.waitForResponse(
            (response) => response.url().endsWith('/api/track-page-view') && response.request().postDataJSON()?.page === PAGE,
          );
          await visitorPage.goto(PAGE);
          const response = await tracked;
          expect(response.status()).toBe(204);
          sessionIds.push((response.request().postDataJSON() as { sessionId: string }).sessionId);
        }
      } finally {
        await visitor.close();
      }
      // One tab: one session, kept across the reload.
      expect(sessionIds[0]).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
      expect(sessionIds[1]).toBe(sessionIds[0]);

      await expect.poll(() => viewsOf(admin, PAGE), { timeout: ANALYTICS_DEADLINE_MS }).toBeGreaterThanOrEqual(before + 2);
      await bringIntoTopPages(admin, PAGE, sessionIds[0]!);

      await signInAsAdmin(page.request);
      await page.goto('/analytics');
      const topPages = page.getByRole('region', { name: 'Top Pages' });
      await untilShown(page, async () => {
        await expect(topPages.getByRole('rowheader', { name: PAGE, exact: true })).toBeVisible({ timeout: 2_000 });
      });
    } finally {
      await admin.dispose();
    }
  });
});
