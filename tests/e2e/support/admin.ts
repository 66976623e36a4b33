import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The seeded admin: MARKETPLACE_ADMIN_USERNAME / MARKETPLACE_ADMIN_PASSWORD (the values the system was started with)
 * when the password is set, else the credentials the start scripts generated for the local system in
 * $MARKETPLACE_STATE_DIR/admin-credentials (KEY=value lines; see scripts/config.sh).
 */
export function adminCredentials(): { username: string; password: string } {
  const password = process.env.MARKETPLACE_ADMIN_PASSWORD;
  if (password) return { username: process.env.MARKETPLACE_ADMIN_USERNAME || 'admin', password };
  const stateDir = process.env.MARKETPLACE_STATE_DIR || fileURLToPath(new URL('../../../.local', import.meta.url));
  const file = `${stateDir}/admin-credentials`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Set MARKETPLACE_ADMIN_PASSWORD to the admin password the system was started with (${file} does not exist)`);
  }
  const values = new Map(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  );
  const username = values.get('MARKETPLACE_ADMIN_USERNAME');
  const filePassword = values.get('MARKETPLACE_ADMIN_PASSWORD');
  if (!username || !filePassword) throw new Error(`${file} lacks MARKETPLACE_ADMIN_USERNAME= or MARKETPLACE_ADMIN_PASSWORD=`);
  return { username, password: filePassword };
}

/**
 * The engineer's application on the admin dashboard: among the first 5 of the Pending Applications, else found by
 * username with the search of 'View All Applications' (other specs and earlier runs leave applications waiting too).
 * Throws when the dashboard does not list the engineer (yet).
 */
export async function findApplication(page: Page, username: string): Promise<Locator> {
  const ofEngineer = (list: Locator) => list.getByRole('listitem').filter({ hasText: `@${username}` });
  const pending = page.getByRole('region', { name: 'Pending Applications' });
  await expect(pending).toBeVisible();
  const firstFive = ofEngineer(pending.getByRole('list', { name: 'Pending applications' }));
  if ((await firstFive.count()) === 1) return firstFive;

  const viewAll = pending.getByRole('button', { name: /^View All Applications \([\d,]+\)$/ });
  if ((await viewAll.count()) === 0) throw new Error(`${username} is not among the pending applications yet`);
  await viewAll.click();
  const dialog = page.getByRole('dialog', { name: 'All Pending Applications' });
  await dialog.getByRole('searchbox', { name: 'Search by name or username' }).fill(username);
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible();
  const list = dialog.getByRole('list', { name: 'All pending applications' });
  const noMatch = dialog.getByText('No matching applications');
  await expect(noMatch.or(ofEngineer(list))).toBeVisible();
  // The search applies after its debounce: until then the dialog lists the first page of all applications, which may
  // hold the engineer too, and a click there lands on an item that the search's answer replaces (with the dialog it
  // opened). The answer for a username is this engineer alone, or no match.
  if ((await noMatch.count()) === 0) await expect(list.getByRole('listitem')).toHaveCount(1);
  const application = ofEngineer(list);
  if ((await application.count()) === 0) throw new Error(`${username} is not among the pending applications yet`);
  return application;
}

/** Signs the context in as the admin (with `page.request` the browser is signed in too). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/login', { data: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
}
