import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/admin';
import { toast } from '../support/users';

test.describe('contact form', () => {
  test('a visitor sends a message, and an admin reads it on /admin and marks it handled', async ({ browser, page }) => {
    const token = Date.now().toString(36);
    const name = `Rita Oak${token}`;
    const subject = `Frameless kitchen ${token}`;

    // Signed out: the form really sends.
    const visitor = await browser.newPage();
    try {
      await visitor.goto('/contact');
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      const form = visitor.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('E-mail').fill(`rita.${token}@example.com`);
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Message').fill('Do your engineers take Mozaik frameless jobs with CNC nesting?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(toast(visitor).getByText('Message Sent', { exact: true })).toBeVisible();
      // The form is ready for the next message.
      await expect(form.getByLabel('Subject')).toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('');
    } finally {
      await visitor.close();
    }

    await signInAsAdmin(page.request);
    await page.goto('/admin');
    const message = page.getByRole('listitem', { name: `${subject} from ${name}` });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Mozaik frameless jobs');
    await message.getByRole('button', { name: `Mark handled: ${subject} from ${name}` }).click();
    await expect(toast(page).getByText('Marked as handled', { exact: true })).toBeVisible();
    await expect(message).toHaveCount(0);
  });
});
