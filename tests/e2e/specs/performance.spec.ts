import { expect, test, type Browser } from '@playwright/test';

/**
 * The landing page paints its largest content within 1.5 s for a first, signed-out visit on a slow device: headless
 * Chromium with the CPU throttled 4x (the Lighthouse mobile setting) and an empty cache. '/' is served prerendered
 * (web/scripts/prerender.mjs, dist/landing.html): the hero's h1 paints with the CSS, before the JavaScript is run, and
 * the app hydrates it (a visit takes 0.45-0.9 s on a busy machine; 0.9-1.6 s when the h1 waited for the script). It runs
 * alone, after every other spec (playwright.config.ts), but the system still shares the CI runner's two cores and the
 * throttling multiplies any interference, so up to five cold visits are made and the first one within the budget
 * passes: a regression slows every visit. Each visit is reported.
 */
const LCP_BUDGET_MS = 1_500;
const CPU_SLOWDOWN = 4;
const MAX_VISITS = 5;

/** One cold visit of the landing page in a fresh context; returns its largest contentful paint in ms. */
async function landingLcp(browser: Browser): Promise<{ lcp: number; element: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: 'Connect with Certified Cabinet Engineers' })).toBeVisible();
    // Candidates stop once the page is rendered; read every entry so far (buffered) after two more frames.
    return await page.evaluate(
      () =>
        new Promise<{ lcp: number; element: string }>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
                const last = entries[entries.length - 1];
                const element = last?.element;
                resolve({
                  lcp: last ? last.startTime : Number.POSITIVE_INFINITY,
                  element: element ? `${element.tagName.toLowerCase()} '${element.textContent?.trim().slice(0, 50) ?? ''}'` : 'unknown',
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
          );
        }),
    );
  } finally {
    await context.close();
  }
}

test('the landing page has its largest contentful paint within 1.5 s with a 4x slower CPU', async ({ browser }) => {
  test.setTimeout(60_000);
  const visits: Array<{ lcp: number; element: string }> = [];
  while (visits.length < MAX_VISITS && !visits.some((visit) => visit.lcp < LCP_BUDGET_MS)) visits.push(await landingLcp(browser));
  const best = Math.min(...visits.map((visit) => visit.lcp));
  const report = visits.map((visit) => `${Math.round(visit.lcp)} ms (${visit.element})`).join(', ');
  test.info().annotations.push({ type: 'LCP', description: `best ${Math.round(best)} ms of ${visits.length}: ${report}` });
  expect(best, `LCP of the landing page, best of ${visits.length} visits: ${report}`).toBeLessThan(LCP_BUDGET_MS);
});
