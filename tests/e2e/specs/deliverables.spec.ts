import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { EVENT_DEADLINE_MS, payStageViaApi, projectWithAcceptedBid, reloadUntil, subscribeViaApi } from '../support/billing';
import { registerViaApi, uniqueUser } from '../support/users';

const DXF_FIXTURES = fileURLToPath(new URL('../../fixtures/dxf/', import.meta.url));

function dxf(fixture: string) {
  return { name: 'side-panel.dxf', mimeType: 'image/vnd.dxf', buffer: readFileSync(join(DXF_FIXTURES, fixture)) };
}

/** The project's Files tab, with one upload chosen through its file input. */
async function uploadOnFilesTab(page: Page, file: ReturnType<typeof dxf>) {
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByLabel('Choose files to upload').setInputFiles(file);
}

function stage(page: Page, title: string) {
  return page.getByRole('list', { name: 'Milestone stages' }).getByRole('listitem', { name: title, exact: true });
}

test.describe('deliverables', () => {
  test('the engineer fixes a DXF that fails preflight and submits; the client asks for changes once, then approves and the stage is released', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two users, a plan, an acceptance and two payments through Kafka

    const token = Date.now().toString(36);
    await registerViaApi(page.request, uniqueUser({ firstName: 'Clara', lastName: `Client${token}` }));
    const { projectId, engineerContext, enginePage } = await projectWithAcceptedBid(page, browser, baseURL!, token);
    try {
      // DXF uploads need the professional plan; the down payment funds the first stage.
      await subscribeViaApi(enginePage.request, 'professional');
      await expect
        .poll(async () => ((await (await enginePage.request.get(`/api/projects/${projectId}/files`)).json()) as { limits: { plan: string } }).limits.plan, {
          timeout: EVENT_DEADLINE_MS,
          message: "projects learns of the engineer's plan",
        })
        .toBe('professional');
      await payStageViaApi(page.request, projectId, 'down_payment', 1000);

      // The engineer uploads the side panel drawn as three LINEs (its left edge missing): the preflight fails and
      // says where, and the drawing shows the gap where the report puts it.
      await enginePage.goto(`/project/${projectId}`);
      await uploadOnFilesTab(enginePage, dxf('side_panel_three_lines.dxf'));
      const sidePanel = enginePage.getByRole('listitem', { name: 'side-panel.dxf', exact: true });
      await expect(sidePanel.getByText(/DXF preflight: Failed/).first()).toBeVisible({ timeout: 20_000 });
      await sidePanel.getByRole('button', { name: /View preflight report/ }).click();
      await expect(sidePanel.getByText(/open_contour/).first()).toBeVisible();
      await sidePanel.getByRole('button', { name: 'Show open_contour on the drawing' }).click();
      const drawing = sidePanel.getByRole('group', { name: 'Drawing of side-panel.dxf v1' });
      await expect(drawing.locator('path[data-layer="CUT"]')).toHaveCount(1);
      await expect(drawing.getByRole('img', { name: 'Gap of 720 from 0, 0 to 0, 720' })).toBeVisible();

      // A fixed version under the same name (all four edges) passes.
      await uploadOnFilesTab(enginePage, dxf('side_panel_four_lines.dxf'));
      await expect(sidePanel.getByText(/DXF preflight: Passed/).first()).toBeVisible({ timeout: 20_000 });
      await expect(sidePanel).toContainText('v2');
      // Its parts nested on a sheet (issue 31 item 3): the report's Nesting section draws each sheet.
      // (The row keeps the report open from version 1 when it was.)
      const report = sidePanel.getByRole('button', { name: 'View preflight report of side-panel.dxf v2' });
      if ((await report.getAttribute('aria-expanded')) !== 'true') await report.click();
      const nesting = sidePanel.getByRole('region', { name: 'Nesting' });
      await expect(nesting.getByRole('img', { name: /, sheet 1 of 1: \d+ parts? on a 2440 × 1220 mm sheet, yield \d+ %$/ })).toBeVisible({
        timeout: 10_000,
      });

      // The down payment is funded once billing's payment reaches projects: then the engineer submits version 2.
      const engineerStage = stage(enginePage, 'Down payment');
      await reloadUntil(enginePage, () => expect(engineerStage.getByRole('button', { name: 'Submit for review' })).toBeVisible({ timeout: 3000 }));
      await engineerStage.getByRole('button', { name: 'Submit for review' }).click();
      let dialog = enginePage.getByRole('dialog', { name: 'Submit the down payment for review' });
      await dialog.getByRole('checkbox', { name: /side-panel\.dxf v2/ }).check();
      // Each chosen drawing says what its preflight found.
      await expect(dialog.getByRole('note', { name: 'Check of side-panel.dxf v2' })).toContainText(
        /^Preflight passed · \d+ parts? found · \d+ sheets? of 1220 × 2440 needed$/,
      );
      await dialog.getByLabel('Note to the client').fill('Side panel closed on all four edges, preflight clean.');
      await dialog.getByRole('button', { name: 'Submit for review' }).click();
      await expect(engineerStage.getByText('Submitted', { exact: true })).toBeVisible();

      // The client asks for changes once.
      await page.goto(`/project/${projectId}`);
      const clientStage = stage(page, 'Down payment');
      await clientStage.getByRole('button', { name: 'Request changes' }).click();
      dialog = page.getByRole('dialog', { name: 'Request changes to the down payment' });
      await dialog.getByLabel('What needs to change').fill('Move the shelf pin holes 5 mm up.');
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(clientStage.getByText('Changes requested', { exact: true })).toBeVisible();
      await expect(clientStage).toContainText('Revision requests: 1 of 3');

      // The engineer submits again; the client approves and the down payment is released from escrow.
      await enginePage.reload();
      await engineerStage.getByRole('button', { name: 'Submit for review' }).click();
      dialog = enginePage.getByRole('dialog', { name: 'Submit the down payment for review' });
      await dialog.getByRole('checkbox', { name: /side-panel\.dxf v2/ }).check();
      await dialog.getByRole('button', { name: 'Submit for review' }).click();
      await expect(engineerStage.getByText('Submitted', { exact: true })).toBeVisible();

      // Before approving, the client reads the delivery checked as a set, in one line: on the page already open, with
      // no reload (the submission's project_update frame refetches the stages).
      await expect(clientStage.getByRole('note', { name: 'Delivery check of revision 2' })).toContainText(
        /^Delivery check: \d+ parts?, all closed, fit 1220 × 2440, \d+ sheets? at \d+ % yield$/,
        { timeout: 15_000 },
      );
      await clientStage.getByRole('button', { name: 'Approve & release' }).click();
      await page.getByRole('dialog', { name: 'Approve the down payment?' }).getByRole('button', { name: 'Approve & release' }).click();
      await expect(clientStage.getByText('Approved', { exact: true })).toBeVisible();
      const downPayment = page.getByRole('region', { name: 'Payments' }).getByRole('listitem', { name: 'Down payment' });
      await reloadUntil(page, () => expect(downPayment.getByText('Released', { exact: true })).toBeVisible({ timeout: 3000 }));
      await expect(page.getByRole('list', { name: 'Milestone timeline' })).toContainText('approved the down payment');
    } finally {
      await engineerContext.close();
    }
  });
});
