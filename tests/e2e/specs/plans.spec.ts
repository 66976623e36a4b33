import { expect, test } from '@playwright/test';

import { registerViaApi, uniqueUser } from '../support/users';

test.describe('premium plans', () => {
  test('a visitor compares the three plans and switches to yearly prices', async ({ page }) => {
    await page.goto('/premium-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Plans' })).toBeVisible();

    const plans = page.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Starter', 'Professional', 'Enterprise']);
    const professional = plans.getByRole('listitem', { name: 'Professional' });
    const enterprise = plans.getByRole('listitem', { name: 'Enterprise' });
    await expect(professional).toContainText('$29.00/month');
    await expect(professional).toContainText('Unlimited active projects');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // The saving is the plans' own (12 x $29 against $290: 16.7 %, rounded down), never the old 'up to 20%'.
    await expect(page.getByText('Save 16%')).toHaveCount(0);

    await page.getByRole('radio', { name: 'Yearly' }).click();
    await expect(page).toHaveURL(/\/premium-plans\?billing=yearly$/);
    await expect(page.getByText('Save 16%')).toBeVisible();
    await expect(professional).toContainText('$290.00/year');
    await expect(professional.getByText('Save $58.00')).toBeVisible();
    await expect(enterprise).toContainText('$990.00/year');
    await expect(enterprise.getByText('Save $198.00')).toBeVisible();

    const table = page.getByRole('table', { name: 'Plan limits and features compared' });
    await expect(table.getByRole('columnheader')).toHaveText(['Limit or feature', 'Starter', 'Professional', 'Enterprise']);
    await expect(table.getByRole('row', { name: /^White-label/ }).getByRole('cell')).toHaveText(['Not included', 'Not included', 'Included']);

    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?tab=signup');
    await expect(page.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', /^\/auth\?/);
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText(/14-day free trial/)).toBeAttached();
  });

  test('an upgrade link preselects the cycle and the plan; a signed-in user goes on to /subscribe', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser());
    await page.goto('/premium-plans?plan=professional&billing=yearly');

    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    const professional = page.getByRole('list', { name: 'Plans' }).getByRole('listitem', { name: 'Professional' });
    await expect(professional.getByText('Selected')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', '/subscribe?plan=professional&billing=yearly');
  });
});
