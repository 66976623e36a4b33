// @vitest-environment node
import type { ContactMessage } from '../types/contact-messages';
import { inboxOrder, inquiryTypeLabel, openCountText } from './contact-messages';

const message = (id: number, createdAt: string, priority = false) => ({ id, createdAt, priority }) as ContactMessage;

describe('contact messages', () => {
  it('labels the inquiry types as the form names them', () => {
    expect(inquiryTypeLabel('general')).toBe('General Inquiry');
    expect(inquiryTypeLabel('technical')).toBe('Technical Support');
    expect(inquiryTypeLabel('billing')).toBe('Billing & Payments');
    expect(inquiryTypeLabel('partnership')).toBe('Partnership');
    expect(inquiryTypeLabel('verification')).toBe('Engineer Verification');
    expect(inquiryTypeLabel('press')).toBe('press');
  });

  it('orders newest first', () => {
    const ordered = inboxOrder([message(1, '2026-11-20T10:00:00Z'), message(3, '2026-11-24T10:00:00Z'), message(2, '2026-11-22T10:00:00Z')]);
    expect(ordered.map(({ id }) => id)).toEqual([3, 2, 1]);
  });

  it('puts priority support first, newest first within each', () => {
    const ordered = inboxOrder([
      message(4, '2026-11-25T10:00:00Z'),
      message(1, '2026-11-20T10:00:00Z', true),
      message(3, '2026-11-24T10:00:00Z'),
      message(2, '2026-11-22T10:00:00Z', true),
    ]);
    expect(ordered.map(({ id }) => id)).toEqual([2, 1, 4, 3]);
  });

  it('counts open messages', () => {
    expect(openCountText(0)).toBe('No open messages.');
    expect(openCountText(1)).toBe('1 open message.');
    expect(openCountText(3)).toBe('3 open messages.');
  });
});
