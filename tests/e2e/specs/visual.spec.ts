import { expect, test, type Locator, type Page } from '@playwright/test';

import { openRoute, WIDTHS } from '../support/routes';

/**
 * A handful of signed-out pages that change rarely, compared with the committed baselines in
 * specs/__screenshots__/visual.spec.ts/ (tolerance and animation settings in playwright.config.ts). Regions whose
 * content depends on the data or the date are masked. After an intended change:
 *   npx playwright test specs/visual.spec.ts --update-snapshots
 */
interface VisualCase {
  name: string;
  path: string;
  /** The whole page (short static pages) or only the first screen (pages whose lower part depends on the data). */
  fullPage: boolean;
  /** Regions to cover: live data, dates. */
  mask?: (page: Page) => Locator[];
}

/** The footer's copyright line carries the current year. */
const copyright = (page: Page) => page.getByRole('contentinfo').getByText(/^©/);

const CASES: VisualCase[] = [
  {
    name: 'landing',
    path: '/',
    fullPage: false,
    // The top engineers come from the directory (live data).
    mask: (page) => [page.locator('section').filter({ has: page.getByRole('heading', { name: 'Top-Rated Cabinet Engineers' }) })],
  },
  { name: 'auth', path: '/auth', fullPage: true, mask: (page) => [copyright(page)] },
  { name: 'premium-plans', path: '/premium-plans', fullPage: true, mask: (page) => [copyright(page)] },
  { name: 'get-certified', path: '/get-certified', fullPage: true, mask: (page) => [copyright(page)] },
  { name: 'not-found', path: '/this-page-does-not-exist', fullPage: true, mask: (page) => [copyright(page)] },
];

test.describe.configure({ mode: 'parallel' });

for (const size of WIDTHS) {
  test(`key pages look as before at ${size.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      for (const visual of CASES) {
        await test.step(visual.name, async () => {
          await openRoute(page, visual.path);
          await expect.soft(page).toHaveScreenshot(`${visual.name}-${size.name}.png`, {
            fullPage: visual.fullPage,
            mask: visual.mask?.(page) ?? [],
          });
        });
      }
    } finally {
      await context.close();
    }
  });
}
