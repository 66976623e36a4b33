import { expect, test } from '@playwright/test';

import { passCertification } from '../support/certification';
import { currentUserId, EVENT_DEADLINE_MS, subscribeViaApi } from '../support/billing';
import { psqlRows } from '../support/db';
import { registerViaApi, uniqueUser } from '../support/users';

/** The plan messaging keeps for the member (from subscription.changed), or null before it heard of one. */
function messagingPlanOf(userId: number): string | null {
  return psqlRows(`SELECT plan FROM messaging.member_plans WHERE user_id = ${userId}`)[0]?.[0] ?? null;
}

// Issue 29 item 2: 'Contact Engineer' opens a direct conversation outside any project, live over the same socket.
test.describe('direct messages', () => {
  test('a professional client contacts an engineer from the profile; the engineer sees it live and replies', async ({ page, browser, baseURL }) => {
    test.slow(); // a payment and an approval through Kafka

    const token = Date.now().toString(36);
    const client = uniqueUser({ firstName: 'Clara', lastName: `Direct${token}` });
    const engineer = uniqueUser({ firstName: 'Eli', lastName: `Direct${token}`, role: 'engineer' });

    await registerViaApi(page.request, client);
    const clientId = await currentUserId(page.request);
    await subscribeViaApi(page.request, 'professional');
    await expect
      .poll(() => messagingPlanOf(clientId), { timeout: EVENT_DEADLINE_MS, message: 'messaging learns of the plan' })
      .toBe('professional');

    const engineerContext = await browser.newContext();
    try {
      const enginePage = await engineerContext.newPage();
      await registerViaApi(enginePage.request, engineer);
      const engineerId = await currentUserId(enginePage.request);
      await passCertification(enginePage.request);
      // The engineer waits on /conversations with the socket open.
      await enginePage.goto('/conversations');
      await expect(enginePage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

      await page.goto(`/engineer/${engineerId}`);
      await page.getByRole('button', { name: 'Contact Engineer' }).click();
      await expect(page).toHaveURL(/\/conversations\?dm=\d+$/);
      const clientChat = page.getByRole('region', { name: `Chat with Eli Direct${token}` });
      await clientChat.getByRole('textbox', { name: 'Message' }).fill('Hello Eli, can you draw a walnut pantry?');
      await clientChat.getByRole('button', { name: 'Send' }).click();
      await expect(clientChat.getByText('Hello Eli, can you draw a walnut pantry?')).toBeVisible();

      // Live: the engineer's list gains the conversation without a reload.
      const directs = enginePage.getByRole('list', { name: 'Direct messages' });
      await directs.getByRole('button', { name: new RegExp(`Clara Direct${token}`) }).click();
      const engineerChat = enginePage.getByRole('region', { name: `Chat with Clara Direct${token}` });
      await expect(engineerChat.getByText('Hello Eli, can you draw a walnut pantry?')).toBeVisible();
      await engineerChat.getByRole('textbox', { name: 'Message' }).fill('Yes, send me the dimensions.');
      await engineerChat.getByRole('button', { name: 'Send' }).click();

      await expect(clientChat.getByText('Yes, send me the dimensions.')).toBeVisible();
    } finally {
      await engineerContext.close();
    }
  });
});
