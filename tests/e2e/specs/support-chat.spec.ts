import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/admin';
import { psqlRows } from '../support/db';
import { registerViaApi, uniqueUser } from '../support/users';

/** Whether messaging's user directory knows the member (user.registered), so the queue shows their name. */
function knownToMessaging(username: string): boolean {
  return psqlRows(`SELECT 1 FROM messaging.user_directory d JOIN messaging.email_contacts e USING (user_id)
                   WHERE e.email = '${username}@example.com'`).length > 0;
}

// Issue 30 item 6: the footer's Live Chat opens a support chat; the admin sees it live on /admin and answers live.
test.describe('support chat', () => {
  test('a member writes, the admin sees it live in the Support tab and answers, the member sees the answer live', async ({ page, browser }) => {
    const token = Date.now().toString(36);
    const member = uniqueUser({ firstName: 'Mona', lastName: `Support${token}` });
    await registerViaApi(page.request, member);
    await expect.poll(() => knownToMessaging(member.username), { message: 'messaging learns of the member' }).toBe(true);

    const adminContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await signInAsAdmin(adminPage.request);
      await adminPage.goto('/admin?tab=support');
      await expect(adminPage.getByRole('tab', { name: 'Support', selected: true })).toBeVisible();

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Live Chat' }).click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByRole('heading', { name: 'Live Chat', level: 1 })).toBeVisible();
      await page.getByRole('textbox', { name: /How can we help/ }).fill('My stage payment shows Pending since Monday.');
      await page.getByRole('button', { name: 'Start chat' }).click();
      const memberChat = page.getByRole('list', { name: 'Support messages' });
      await expect(memberChat.getByText('My stage payment shows Pending since Monday.')).toBeVisible();

      // Live: the conversation joins the admin's queue without a reload.
      const queue = adminPage.getByRole('list', { name: 'Support queue' });
      await queue.getByRole('button', { name: new RegExp(`Mona Support${token}`) }).click();
      const thread = adminPage.getByRole('region', { name: `Conversation with Mona Support${token}` });
      await expect(thread.getByText('My stage payment shows Pending since Monday.')).toBeVisible();
      await thread.getByRole('textbox', { name: /Answer/ }).fill('Checking it now: the bank confirmed it this morning.');
      await thread.getByRole('button', { name: 'Send answer' }).click();

      await expect(memberChat.getByText('Checking it now: the bank confirmed it this morning.')).toBeVisible();
      await thread.getByRole('button', { name: 'Close conversation' }).click();
      await expect(page.getByText('This conversation is closed.', { exact: false })).toBeVisible();
    } finally {
      await adminContext.close();
    }
  });
});
