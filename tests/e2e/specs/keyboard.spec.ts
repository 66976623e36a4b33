import { expect, test, type Locator, type Page } from '@playwright/test';

import { settle } from '../support/routes';
import { registerViaApi, uniqueUser } from '../support/users';

/**
 * Keyboard use of the shell and of the common widgets: every stop shows a focus ring, menus open and move with
 * Enter/arrows and close with Escape, tabs follow the arrow keys, a dialog keeps focus until Escape and gives it back,
 * and a form submits with Enter.
 */

/** The focused element draws a ring: an outline that is not 'none' (nor 0 wide), or a box shadow. */
async function expectFocusRing(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'nothing is focused';
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
          return outline || ring ? 'visible' : `no ring on ${element.tagName.toLowerCase()} '${name}'`;
        }),
      { message: 'the focused element shows a focus ring' },
    )
    .toBe('visible');
}

/** Presses Tab and expects `target` to receive focus, with a visible ring. */
async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await expectFocusRing(page);
}

test.describe('keyboard', () => {
  test('the navigation bar: every stop in order with a ring, the notifications and account menus by keyboard', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser({ firstName: 'Kim', lastName: 'Keys', role: 'client' }));
    await page.goto('/dashboard');
    await settle(page);
    const banner = page.getByRole('banner');
    const bell = banner.getByRole('button', { name: /^Notifications/ });
    const account = banner.getByRole('button', { name: 'Account menu' });
    await expect(account).toBeVisible(); // the menu's code loads with the session

    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await tabTo(page, banner.getByRole('link', { name: 'CabinetWorks home' }));
    const main = banner.getByRole('navigation', { name: 'Main' });
    for (const name of ['Find Engineers', 'Post a Job', 'Premium', 'How it Works']) {
      await tabTo(page, main.getByRole('link', { name, exact: true }));
    }
    await tabTo(page, bell);

    // Notifications: Enter opens the dropdown, focus goes into it, Escape closes it and gives focus back.
    await page.keyboard.press('Enter');
    const dropdown = page.getByRole('menu');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByText('Notifications', { exact: true })).toBeVisible();
    await expect.poll(() => dropdown.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(bell).toBeFocused();
    await expectFocusRing(page);

    await tabTo(page, banner.getByRole('link', { name: 'Messages' }));
    await tabTo(page, account);

    // The account menu: Enter opens it on the first item, the arrows move, Escape closes it and gives focus back.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Subscription' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    // Enter on an item follows it.
    await page.keyboard.press('ArrowDown'); // opens on the first item too
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Subscription' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  });

  test('tabs follow the arrow keys', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    const signIn = page.getByRole('tab', { name: 'Sign In' });
    const signUp = page.getByRole('tab', { name: 'Sign Up' });
    await expect(signIn).toHaveAttribute('aria-selected', 'true');

    // Tab from the page's heading area reaches the selected tab.
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).click();
    await page.keyboard.press('Tab');
    await expect(signIn).toBeFocused();
    await expectFocusRing(page);

    await page.keyboard.press('ArrowRight');
    await expect(signUp).toBeFocused();
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expectFocusRing(page);
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]tab=signup/);

    await page.keyboard.press('ArrowLeft');
    await expect(signIn).toBeFocused();
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

    await page.keyboard.press('End');
    await expect(signUp).toBeFocused();
    await page.keyboard.press('Home');
    await expect(signIn).toBeFocused();
    // The sign-in panel is shown again before Tab is pressed (Home selects the tab; its panel follows a render later).
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

    // Tab leaves the tab list for the panel (a tab stop, as the ARIA tabs pattern has it), then its first field.
    await tabTo(page, page.getByRole('tabpanel', { name: 'Sign In' }));
    await tabTo(page, page.getByRole('form', { name: 'Sign in' }).getByLabel('Username'));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu dialog takes focus, keeps it, closes on Escape and gives focus back', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      const opener = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
      await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'CabinetWorks home' }));
      await tabTo(page, opener);

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(focusInDialog, { message: 'focus moves into the dialog' }).toBe(true);

      // More Tabs (and Shift+Tabs) than the dialog has stops: focus never leaves it.
      const stops = await dialog.locator('a[href], button:not([disabled])').count();
      for (let press = 0; press < stops + 2; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(), `focus stays in the dialog after Tab ${press + 1}`).toBe(true);
        await expectFocusRing(page);
      }
      for (let press = 0; press < stops + 2; press += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDialog(), `focus stays in the dialog after Shift+Tab ${press + 1}`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('the sign-in form submits with the keyboard', async ({ page, request }) => {
    const user = uniqueUser({ firstName: 'Kai', lastName: 'Keyboard' });
    await registerViaApi(request, user); // the browser stays signed out

    await page.goto('/auth');
    await settle(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await tabTo(page, page.getByRole('tabpanel', { name: 'Sign In' }));
    await tabTo(page, form.getByLabel('Username'));
    await page.keyboard.type(user.username);
    await tabTo(page, form.getByLabel('Password'));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    // A new member's first dashboard welcomes them.
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}!` })).toBeVisible();
  });
});
