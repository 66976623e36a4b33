// @vitest-environment node
import { personalDataDocument, PERSONAL_DATA_PARTS } from './personal-data';

describe('personalDataDocument', () => {
  it('joins every part under its name, in order, after the time it was made', () => {
    const parts = { analytics: { signup: null }, account: { account: { id: 7 } }, projects: { projects: [] }, messages: { messages: [] }, billing: { payments: [] } };
    const document = JSON.parse(personalDataDocument(parts, new Date('2026-11-27T10:00:00.000Z'))) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual(['exportedAt', ...PERSONAL_DATA_PARTS]);
    expect(document.exportedAt).toBe('2026-11-27T10:00:00.000Z');
    expect(document.account).toEqual({ account: { id: 7 } });
    expect(document.analytics).toEqual({ signup: null });
  });
});
