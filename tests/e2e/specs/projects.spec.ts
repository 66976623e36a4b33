import { expect, test, type Page } from '@playwright/test';

import { passCertification } from '../support/certification';
import { projectsKnowsVerifiedEngineer } from '../support/db';
import { fillSignUpForm, registerViaApi, toast, uniqueUser } from '../support/users';

/** How long the projects service may take to learn of an approval (engineer.verified through Kafka). */
const VERIFICATION_DEADLINE_MS = 30_000;

async function currentUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test.describe('projects and bids', () => {
  test('a client posts a project, a verified engineer bids, the client accepts, both see it in progress', async ({ page, browser, baseURL }) => {
    test.slow(); // two users, an approval through Kafka, a bid and an acceptance

    const token = `Island${Date.now().toString(36)}`;
    const title = `Shaker kitchen ${token}`;
    const client = uniqueUser({ firstName: 'Clara', lastName: 'Client' });
    const engineer = uniqueUser({ firstName: 'Eli', lastName: `Engineer${token}`, role: 'engineer' });
    const engineerName = `${engineer.firstName} ${engineer.lastName}`;

    // The client signs up and posts a project through the form.
    await page.goto('/auth?tab=signup');
    const signUp = await fillSignUpForm(page, client);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Just registered: welcomed, not welcomed back.
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${client.firstName}!` })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New Project' }).click();
    await expect(page).toHaveURL(/\/post-project$/);

    const form = page.getByRole('form', { name: 'Post a project' });
    await form.getByLabel('Project title').fill(title);
    await form.getByRole('button', { name: 'Post Project' }).click();
    await expect(toast(page).getByText('Please fill in all required fields', { exact: true })).toBeVisible();
    // Each missing field says so under itself.
    await expect(form.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Choose a cabinet type', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Project title')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Description').fill('Twenty-four frameless cabinets around an island; CNC files for a nested-based router.');
    await form.getByLabel('Cabinet type').selectOption('Kitchen Cabinets');
    await form.getByLabel('Budget range').selectOption('$2,500 - $5,000');
    await form.getByLabel('Timeline').selectOption('2-4 weeks');
    await form.getByLabel('Material type').selectOption('Plywood');
    await form.getByRole('checkbox', { name: 'Cut Lists' }).check();
    await form.getByRole('checkbox', { name: 'CNC Files (DXF)' }).check();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/projects');
    await form.getByRole('button', { name: 'Post Project' }).click();
    const postedResponse = await posted;
    expect(postedResponse.status(), await postedResponse.text()).toBe(201);
    const projectId = ((await postedResponse.json()) as { id: number }).id;

    await expect(toast(page).getByText('Project posted successfully!', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('Engineers can now view and bid on your project.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByRole('list', { name: 'Deliverables' })).toContainText('CNC Files (DXF)');
    await expect(page.getByRole('tab', { name: 'Bids (0)' })).toBeVisible();
    await expect(page.getByText('No bids yet')).toBeVisible();

    // A second browser: an engineer, approved by the admin, finds the project and bids.
    const engineerContext = await browser.newContext();
    try {
      const enginePage = await engineerContext.newPage();
      await registerViaApi(enginePage.request, engineer);
      const engineerId = await currentUserId(enginePage);
      await passCertification(enginePage.request);
      await expect
        .poll(() => projectsKnowsVerifiedEngineer(engineerId), { timeout: VERIFICATION_DEADLINE_MS, message: 'projects learns of the pass' })
        .toBe(true);

      await enginePage.goto('/dashboard');
      await enginePage.getByRole('banner').getByRole('link', { name: 'Find Work' }).click();
      await expect(enginePage).toHaveURL(/\/projects$/);
      await expect(enginePage.getByRole('heading', { name: 'Find Work' })).toBeVisible();
      await enginePage.getByRole('searchbox', { name: 'Search projects' }).fill(token);
      await expect(enginePage.getByText('1 project found')).toBeVisible();
      await enginePage.getByLabel('Cabinet type').selectOption('Kitchen Cabinets');
      await enginePage.getByLabel('Material').selectOption('Plywood');
      await expect(enginePage.getByText('1 project found')).toBeVisible();
      await enginePage.getByRole('list', { name: 'Open projects' }).getByRole('link', { name: title }).click();
      await expect(enginePage).toHaveURL(new RegExp(`/project/${projectId}$`));

      const bidForm = enginePage.getByRole('form', { name: 'Submit a bid' });
      await bidForm.getByLabel('Bid amount (USD)').fill('3200');
      await bidForm.getByRole('button', { name: 'Submit Bid' }).click();
      await expect(toast(enginePage).getByText('Please fill in all fields', { exact: true })).toBeVisible();
      await bidForm.getByLabel('Delivery timeline').fill('3 weeks');
      await bidForm.getByLabel('Proposal').fill('Cabinet Vision model, cut lists and DXF nests for your router.');
      await bidForm.getByRole('button', { name: 'Submit Bid' }).click();
      await expect(toast(enginePage).getByText('Bid submitted successfully!', { exact: true })).toBeVisible();
      await expect(toast(enginePage).getByText('The client will review your proposal.', { exact: true })).toBeVisible();
      await expect(enginePage.getByRole('heading', { name: 'Bid Submitted' })).toBeVisible();
      await expect(enginePage.getByText("You've already submitted a bid for this project.")).toBeVisible();
      await expect(bidForm).toHaveCount(0);

      // The client sees the bid and accepts it.
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Bids (1)' })).toBeVisible();
      const bid = page.getByRole('article', { name: `Bid from ${engineerName}` });
      await expect(bid).toContainText('$3,200');
      await expect(bid).toContainText('3 weeks');
      await expect(bid.getByText('Pending', { exact: true })).toBeVisible();
      await bid.getByRole('button', { name: `Accept bid from ${engineerName}` }).click();
      // The confirmation names the amount and the 50 / 30 / 20 schedule.
      const confirm = page.getByRole('dialog', { name: 'Accept the bid of $3,200.00?' });
      await expect(confirm.getByRole('list', { name: 'Payment schedule' })).toContainText('$1,600.00');
      await expect(confirm.getByRole('list', { name: 'Payment schedule' })).toContainText('$960.00');
      await expect(confirm.getByRole('list', { name: 'Payment schedule' })).toContainText('$640.00');
      await confirm.getByRole('button', { name: 'Accept bid', exact: true }).click();
      await expect(toast(page).getByText('Bid accepted!', { exact: true })).toBeVisible();
      await expect(toast(page).getByText('The project has been assigned to the engineer.', { exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '75');
      await expect(bid.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(bid.getByRole('button', { name: /Accept bid/ })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Project activity' })).toContainText(`Assigned to ${engineerName} for $3,200`);
      // Nothing is paid yet: 'Mark completed' waits for the final delivery and the panel says what is unpaid.
      await expect(page.getByRole('list', { name: 'Money not settled' })).toContainText('Down payment: $1,600.00 not paid yet');
      await expect(page.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);

      // Both dashboards show the project in progress.
      await page.goto('/dashboard');
      const clientActive = page.getByRole('list', { name: 'Active Projects' });
      await expect(clientActive.getByRole('link', { name: title })).toHaveAttribute('href', `/project/${projectId}`);
      await expect(clientActive).toContainText(`Assigned to ${engineerName} for $3,200`);
      await expect(clientActive.getByText('In Progress', { exact: true })).toBeVisible();

      await enginePage.goto('/dashboard');
      const engineerActive = enginePage.getByRole('list', { name: 'Active Projects' });
      await expect(engineerActive.getByRole('link', { name: title })).toHaveAttribute('href', `/project/${projectId}`);
      await expect(engineerActive.getByText('In Progress', { exact: true })).toBeVisible();
      await expect(engineerActive.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(engineerActive).toContainText('Your bid: $3,200');
    } finally {
      await engineerContext.close();
    }
  });

  test("an engineer sees 'Access Restricted' on /post-project and an unknown project is 'Project Not Found'", async ({ page }) => {
    await registerViaApi(page.request, uniqueUser({ role: 'engineer' }));
    await page.goto('/post-project');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText('Only clients can post projects. Engineers can browse and bid on existing projects.')).toBeVisible();

    await page.goto('/project/999999999');
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
  });
});
