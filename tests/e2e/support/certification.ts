import { expect, type APIRequestContext } from '@playwright/test';

import { certificationAnswerKey } from './db';

/**
 * Passes the certification test through the API as the engineer whose session `request` carries (answers from the
 * question bank): the one way an engineer is verified and may bid (/certification/success shows too).
 */
export async function passCertification(request: APIRequestContext): Promise<void> {
  const started = await request.get('/api/certification/questions');
  expect(started.status(), await started.text()).toBe(200);
  const { questions } = (await started.json()) as { questions: Array<{ id: number }> };
  const key = certificationAnswerKey(questions.map((question) => question.id));
  const attempt = await request.post('/api/certification/attempt', { data: { answers: questions.map((question) => key.get(question.id)) } });
  expect(attempt.status(), await attempt.text()).toBe(200);
  expect(((await attempt.json()) as { passed: boolean }).passed).toBe(true);
}
