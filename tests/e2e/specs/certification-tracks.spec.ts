import { expect, test, type Page } from '@playwright/test';

import { CARDS, EVENT_DEADLINE_MS, payWithCard } from '../support/billing';
import { passCertification } from '../support/certification';
import { trackAnswerKey } from '../support/db';
import { registerViaApi, toast, uniqueUser } from '../support/users';

/** Issue 30 item 5: a paid certification track, bought with the test card, passed, and checked by a client. */

interface StartedTrackTest {
  attemptId: number;
  questions: Array<{ id: number; question: string; options: string[] }>;
}

const TRACK = { id: 'cabinet_vision', title: 'Cabinet Vision Certified', badge: 'CV Cabinet Vision Certified' } as const;
const PHONE = { width: 390, height: 844 } as const;

/** The document does not scroll sideways (what sticks out is named in the failure). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null;
  });
  expect(overflow, `${what} scrolls sideways at ${PHONE.width} px`).toBeNull();
}

test.describe('certification tracks', () => {
  test('an engineer buys, takes and passes Cabinet Vision; a client finds the badge and checks the certificate', async ({ page, browser }) => {
    test.slow(); // a payment, an event to auth, 25 questions, an event back to the directory

    const token = `Track${Date.now().toString(36)}`;
    const engineer = uniqueUser({ firstName: 'Tara', lastName: token, role: 'engineer' });
    const fullName = `${engineer.firstName} ${engineer.lastName}`;
    await registerViaApi(page.request, engineer);
    await passCertification(page.request); // verified by the free general test, so listed in the directory

    // /get-certified: the tracks come from the API; pick Cabinet Vision.
    await page.goto('/get-certified');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Certified, Get Hired' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How Verification Works' })).toBeVisible();
    await page.getByRole('link', { name: `Start ${TRACK.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/certification/tracks/${TRACK.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: TRACK.title })).toBeVisible();
    const standing = page.getByRole('region', { name: 'Your standing' });
    await expect(standing.getByText('No paid attempt available: pay the fee to take the test.')).toBeVisible();

    // Pay the fee with the plans' card form; auth counts the attempt when billing's event reaches it.
    await standing.getByRole('button', { name: 'Buy an Attempt' }).click();
    await expect(page.getByRole('region', { name: 'Complete Payment' }).getByText('$99.00')).toBeVisible({ timeout: 20_000 });
    await payWithCard(page, CARDS.success);
    await expect(toast(page).getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(standing.getByText('1 paid attempt available.')).toBeVisible({ timeout: EVENT_DEADLINE_MS });
    await expect(page).toHaveURL(new RegExp(`/certification/tracks/${TRACK.id}$`));

    // Start the test on a phone: one question at a time, with the countdown.
    await page.setViewportSize(PHONE);
    const startedResponse = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/certification/tracks/${TRACK.id}/attempts`,
    );
    await standing.getByRole('button', { name: 'Start Test' }).click();
    const started = await startedResponse;
    expect(started.status(), await started.text()).toBe(201);
    const test25 = (await started.json()) as StartedTrackTest;
    const count = test25.questions.length;
    expect(count).toBe(25);
    await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^4[45]:\d\d$/);
    await expectNoSidewaysScroll(page, 'the test page');

    const key = trackAnswerKey(test25.questions.map((question) => question.id));
    expect(key.size).toBe(count);
    for (const [index, question] of test25.questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${count}`)).toBeVisible();
      await expect(page.getByText(question.question, { exact: true })).toBeVisible();
      const correct = key.get(question.id);
      expect(correct, `answer key for question ${question.id}`).toBeDefined();
      await page.getByRole('radio', { name: question.options[correct!], exact: true }).check();
      if (index < count - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    const submitted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/certification/tracks/${TRACK.id}/attempts/${test25.attemptId}/submit`,
    );
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const result = await submitted;
    expect(result.status(), await result.text()).toBe(200);
    const outcome = (await result.json()) as { passed: boolean; percentage: number; certificate: { id: string } | null };
    expect(outcome).toMatchObject({ passed: true, percentage: 100 });
    const certificateId = outcome.certificate!.id;
    expect(certificateId).toMatch(/^CW-CV-[0-9A-HJKMNP-TV-Z]{8}$/);

    // The result, then the public certificate page.
    await expect(page.getByRole('heading', { level: 1, name: 'You Passed!' })).toBeVisible();
    await page.getByRole('link', { name: 'View Certificate' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${certificateId}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: TRACK.title })).toBeVisible();
    await expect(main.getByRole('link', { name: fullName })).toBeVisible();
    await expect(main.getByText(certificateId, { exact: true })).toBeVisible();
    await expect(main.getByText('Valid', { exact: true })).toBeVisible();
    await expect(main.getByText(`${count} of ${count} (100%)`)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the certificate page');

    // A client filters the directory by Cabinet Vision and finds the engineer with the badge.
    const clientContext = await browser.newContext();
    try {
      const client = await clientContext.newPage();
      await registerViaApi(client.request, uniqueUser({ firstName: 'Cleo', lastName: token, role: 'client' }));
      await client.goto('/engineers');
      await expect(client.getByRole('heading', { level: 1, name: 'Find Cabinet Engineers' })).toBeVisible();
      await client.getByRole('combobox', { name: 'Certification' }).selectOption({ label: TRACK.title });
      await expect(client).toHaveURL(new RegExp(`/engineers\\?certification=${TRACK.id}$`));
      await client.getByRole('searchbox', { name: 'Search engineers' }).fill(fullName);
      const cards = client.getByRole('list', { name: 'Engineers' }).locator('> li');
      await expect(cards).toHaveCount(1, { timeout: EVENT_DEADLINE_MS });
      await expect(cards.getByRole('link', { name: fullName })).toBeVisible();
      const badge = cards.getByRole('list', { name: 'Track certifications' }).getByRole('link', { name: TRACK.badge });
      await expect(badge).toHaveAttribute('href', `/certificates/${certificateId}`);

      // The certificate checked by its id, as a client would from the id printed on it.
      await client.goto('/get-certified');
      const check = client.getByRole('search', { name: 'Check a certificate' });
      await check.getByLabel('Certificate id').fill(certificateId.toLowerCase());
      await check.getByRole('button', { name: 'Check' }).click();
      await expect(client).toHaveURL(new RegExp(`/certificates/${certificateId}$`));
      await expect(client.getByRole('main').getByRole('link', { name: fullName })).toBeVisible();
      await expect(client.getByRole('main').getByText('Valid', { exact: true })).toBeVisible();
    } finally {
      await clientContext.close();
    }
  });
});
