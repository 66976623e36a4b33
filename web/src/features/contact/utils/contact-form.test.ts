// @vitest-environment node
import { initialContactForm, overLimitFields, toContactPayload, withSender } from './contact-form';

describe('contact form', () => {
  it("starts empty with 'general', or with the sender's name and e-mail", () => {
    expect(initialContactForm(null)).toEqual({ name: '', email: '', company: '', subject: '', message: '', inquiryType: 'general' });
    expect(initialContactForm({ name: 'Ada Byron', email: 'ada@example.com' })).toMatchObject({ name: 'Ada Byron', email: 'ada@example.com' });
  });

  it('fills in the sender only where the fields are empty', () => {
    const typed = { ...initialContactForm(null), name: 'Ada B.' };
    expect(withSender(typed, { name: 'Ada Byron', email: 'ada@example.com' })).toMatchObject({ name: 'Ada B.', email: 'ada@example.com' });
    expect(withSender(typed, null)).toBe(typed);
  });

  it('trims what is sent', () => {
    const values = { name: ' Ada ', email: ' ada@example.com ', company: '  ', subject: ' Hi ', message: '\n Line 1\n  Line 2 \n', inquiryType: 'technical' as const };
    expect(toContactPayload(values)).toEqual({ name: 'Ada', email: 'ada@example.com', company: '', subject: 'Hi', message: 'Line 1\n  Line 2', inquiryType: 'technical' });
  });

  it('names the fields over their limit, counted as the server counts them', () => {
    const values = initialContactForm({ name: 'Ada Byron', email: 'ada@example.com' });
    expect(overLimitFields(values)).toEqual([]);
    // At the limit, with spaces around (trimmed) and emoji (one character each): still fine.
    expect(overLimitFields({ ...values, subject: `  ${'🪚'.repeat(200)}\n`, message: 'x'.repeat(5000) })).toEqual([]);
    expect(overLimitFields({ ...values, name: 'x'.repeat(101), message: 'x'.repeat(5001), company: 'x'.repeat(100) })).toEqual(['name', 'message']);
    expect(overLimitFields({ ...values, email: `${'a'.repeat(243)}@example.com` })).toEqual(['email']);
  });
});
