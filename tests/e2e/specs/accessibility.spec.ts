import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import axeCore from 'axe-core';

import { contextFor, createSessions, openRoute, routesOf, specRoutes, viewsOf, WIDTHS, type Sessions, type Viewer } from '../support/routes';

/**
 * axe-core over every route and every role's view of it: signed out (the public routes and the 404 page), and signed in
 * as the client, the engineer and the admin (the landing page with the signed-in navigation bar, the protected pages
 * made for the role and those where it gets a page of its own: dashboard, profile, project, post-project...), plus the
 * shell's menus and dialog while open. No serious or critical violation; lesser ones are listed as annotations.
 */
test.describe.configure({ mode: 'parallel' });

let sessions: Sessions;
test.beforeAll(async ({ baseURL }) => {
  sessions = await createSessions(baseURL!);
});

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const BLOCKING: readonly Impact[] = ['serious', 'critical'];

/**
 * An open menu alone (the page under it was scanned already). A menu's items are reached with the arrow keys and
 * are out of the tab order by design (the WAI-ARIA menu pattern; Radix scrolls the focused item into view), so a
 * long, scrolling list of them is keyboard accessible although axe's scrollable-region-focusable looks for a tab stop.
 */
const openMenu = (page: Page) => axeOf(page).include('[role="menu"]').disableRules(['scrollable-region-focusable']);

/** What AxeBuilder runs in each frame instead of axe's source: the init script has put axe there already. */
const AXE_IN_PAGE = 'if (typeof window.axe?.run !== "function") throw new Error("axe-core is not in this frame");';

/**
 * Every rule (WCAG 2.x A/AA and best practices); only violations are reported in full, which keeps a run short.
 * Legacy mode runs axe.run in the page itself. The default mode runs axe in each frame, then opens a blank page of its
 * own, injects axe a second time and sends it every frame's partial results to finish the run: per scan a second page
 * and twice the work of axe's injection. What legacy mode gives up is cross-origin frames, and the app has none:
 * scan() checks that on every page it scans.
 * axe-core itself (1.3 MB of script) comes with every document of the context (withAxe), sent to the browser once per
 * context; AxeBuilder would send it with every scan, and the test's trace would keep a copy of each.
 */
const axeOf = (page: Page) =>
  new AxeBuilder({ page, axeSource: AXE_IN_PAGE }).setLegacyMode().options({ resultTypes: ['violations'] });

/** The context's documents get axe-core before their own scripts run, as AxeBuilder would inject it later. */
async function withAxe(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript({ content: axeCore.source });
  return context;
}

/** The page's frames on another origin than the page's (legacy mode would leave them out of the scan). */
function crossOriginFrames(page: Page): string[] {
  const { origin } = new URL(page.url());
  return page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => !url.startsWith('about:') && new URL(url).origin !== origin);
}

/** One line per violated rule: where, which rule, how bad, and the first few offending elements. */
async function scan(page: Page, where: string, axe = axeOf(page)): Promise<{ blocking: string[]; other: string[] }> {
  expect(crossOriginFrames(page), `${where}: frames from another origin, which the scan would leave out`).toEqual([]);
  const { violations } = await axe.analyze();
  const lines = (impacts: readonly (Impact | null | undefined)[]) =>
    violations
      .filter((violation) => impacts.includes(violation.impact as Impact))
      .map(
        (violation) =>
          `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ` +
          violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ') +
          (violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : ''),
      );
  return { blocking: lines(BLOCKING), other: lines(['minor', 'moderate', null, undefined]) };
}

for (const viewer of ['guest', 'client', 'engineer', 'admin'] as const satisfies readonly Viewer[]) {
  test(`axe finds no serious or critical violation on the routes for ${viewer === 'guest' ? 'a signed-out visitor' : `the ${viewer}`}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const routes = specRoutes(sessions.ids);
    const visits = viewer === 'guest' ? routesOf('guest', routes) : [routes[0], ...viewsOf(viewer, routes)];
    const options = { viewport: WIDTHS[1], reducedMotion: 'reduce' } as const;
    const context = await withAxe(await contextFor(browser, viewer, sessions, options));
    const page = await context.newPage();
    const blocking: string[] = [];
    const other: string[] = [];
    const record = (found: { blocking: string[]; other: string[] }) => {
      blocking.push(...found.blocking);
      other.push(...found.other);
    };
    try {
      for (const route of visits) {
        await test.step(route.name, async () => {
          await openRoute(page, route.path, route);
          record(await scan(page, route.name));
        });
      }

      // The shell's popups render in portals only while open: scan them open.
      await openRoute(page, '/');
      const banner = page.getByRole('banner');
      if (viewer === 'guest') {
        await page.setViewportSize(WIDTHS[0]);
        await banner.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        record(await scan(page, 'mobile menu (open)'));
      } else {
        await banner.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expect(page.getByRole('menu').getByRole('status', { name: 'Loading notifications' })).toHaveCount(0);
        record(await scan(page, 'notifications dropdown (open)', openMenu(page)));
        await page.keyboard.press('Escape');
        await banner.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        record(await scan(page, 'account menu (open)', openMenu(page)));
      }
    } finally {
      await context.close();
    }
    for (const line of other) test.info().annotations.push({ type: 'axe (minor/moderate)', description: line });
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
