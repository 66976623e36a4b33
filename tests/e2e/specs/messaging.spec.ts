import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { passCertification } from '../support/certification';
import { projectsKnowsVerifiedEngineer } from '../support/db';
import { registerViaApi, toast, uniqueUser } from '../support/users';

/** How long the other services may take to learn of an event through Kafka (an approval, a bid, an acceptance). */
const EVENT_DEADLINE_MS = 30_000;

async function currentUserId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** Whether the messaging service already counts this user as a participant of the project. */
async function messagesStatus(request: APIRequestContext, projectId: number): Promise<number> {
  return (await request.get(`/api/projects/${projectId}/messages`)).status();
}

async function openMessagesTab(page: Page, projectId: number) {
  await page.goto(`/project/${projectId}`);
  await page.getByRole('tab', { name: /^Messages \(\d+\)$/ }).click();
  return page.getByRole('tabpanel', { name: /^Messages/ });
}

async function send(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByRole('textbox', { name: 'Message' }).fill(text); // waits until the socket is up
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test.describe('messaging', () => {
  test('client and assigned engineer chat live on the project page and see the history after reload', async ({ page, browser, baseURL }) => {
    test.slow(); // two users, an approval, a bid and an acceptance through Kafka

    const token = Date.now().toString(36);
    const client = uniqueUser({ firstName: 'Clara', lastName: `Client${token}` });
    const engineer = uniqueUser({ firstName: 'Eli', lastName: `Engineer${token}`, role: 'engineer' });
    const clientName = `${client.firstName} ${client.lastName}`;
    const engineerName = `${engineer.firstName} ${engineer.lastName}`;

    // The client posts a project.
    await registerViaApi(page.request, client);
    const posted = await page.request.post('/api/projects', {
      data: {
        title: `Walnut vanity ${token}`,
        description: 'A floating walnut vanity with two drawers; cut lists and DXF nests needed.',
        cabinetType: 'Bathroom Vanity',
        budgetRange: '$1,000 - $2,500',
        timeline: '1-2 weeks',
        materialType: 'Solid Wood',
        deliverables: ['Cut Lists'],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const projectId = ((await posted.json()) as { id: number }).id;

    const engineerContext = await browser.newContext();
    try {
      // A verified engineer bids; the client accepts on the project page.
      const enginePage = await engineerContext.newPage();
      await registerViaApi(enginePage.request, engineer);
      const engineerId = await currentUserId(enginePage.request);
      await passCertification(enginePage.request);
      await expect
        .poll(() => projectsKnowsVerifiedEngineer(engineerId), { timeout: EVENT_DEADLINE_MS, message: 'projects learns of the pass' })
        .toBe(true);
      const bid = await enginePage.request.post('/api/bids', {
        data: { projectId, amount: 1800, proposal: 'Mozaik model, cut lists and nests.', timeline: '10 days' },
      });
      expect(bid.status(), await bid.text()).toBe(201);

      await page.goto(`/project/${projectId}`);
      await page.getByRole('button', { name: `Accept bid from ${engineerName}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Accept bid', exact: true }).click();
      // (Its toast may give way at once to the live 'New Bid' notification: one toast shows at a time.)
      await expect(page.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '75');

      for (const request of [page.request, enginePage.request]) {
        await expect
          .poll(() => messagesStatus(request, projectId), { timeout: EVENT_DEADLINE_MS, message: 'messaging learns of the participants' })
          .toBe(200);
      }

      // Both open the Messages tab and talk; each message reaches the other page live.
      const clientChat = await openMessagesTab(page, projectId);
      const engineerChat = await openMessagesTab(enginePage, projectId);
      await expect(clientChat.getByRole('region', { name: `Chat with ${engineerName}` })).toBeVisible();
      await expect(engineerChat.getByRole('region', { name: `Chat with ${clientName}` })).toBeVisible();
      await expect(clientChat.getByText('Online', { exact: true })).toBeVisible();
      await expect(engineerChat.getByText('Online', { exact: true })).toBeVisible();

      await send(page, 'Hi Eli, can you start on Monday?');
      const engineerLog = engineerChat.getByRole('log', { name: `Messages with ${clientName}` });
      await expect(engineerLog.getByText('Hi Eli, can you start on Monday?')).toBeVisible();
      // The engineer is reading this chat: the message shows in it, with no 'New Message' toast on top.
      await expect(toast(enginePage).getByText('New Message', { exact: true })).toHaveCount(0);

      await send(enginePage, 'Yes, the first nests come on Wednesday.');
      const clientLog = clientChat.getByRole('log', { name: `Messages with ${engineerName}` });
      await expect(clientLog.getByText('Yes, the first nests come on Wednesday.')).toBeVisible();
      await expect(clientLog.getByRole('paragraph')).toHaveText(['Hi Eli, can you start on Monday?', 'Yes, the first nests come on Wednesday.']);
      await expect(page.getByRole('tab', { name: 'Messages (2)' })).toBeVisible();

      // After a reload the history comes from the server, oldest first.
      for (const [chatPage, name] of [
        [page, engineerName],
        [enginePage, clientName],
      ] as const) {
        await chatPage.reload();
        await chatPage.getByRole('tab', { name: 'Messages (2)' }).click();
        await expect(chatPage.getByRole('log', { name: `Messages with ${name}` }).getByRole('paragraph')).toHaveText([
          'Hi Eli, can you start on Monday?',
          'Yes, the first nests come on Wednesday.',
        ]);
      }

      // The engineer finds the same conversation under Messages.
      await enginePage.getByRole('banner').getByRole('link', { name: 'Messages' }).click();
      await expect(enginePage).toHaveURL(/\/conversations$/);
      await expect(enginePage.getByRole('list', { name: 'Conversations' })).toContainText(`Walnut vanity ${token}`);
      await expect(enginePage.getByRole('log', { name: `Messages with ${clientName}` })).toContainText('Yes, the first nests come on Wednesday.');
      await expect(enginePage.getByRole('link', { name: 'View Project' })).toHaveAttribute('href', `/project/${projectId}`);
    } finally {
      await engineerContext.close();
    }
  });
});
