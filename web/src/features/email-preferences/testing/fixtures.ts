import type { EmailPreferences } from '../types';

/** GET /api/email-preferences: every kind on (the default), unless told otherwise. */
export function makePreferences(overrides: Partial<EmailPreferences> = {}): EmailPreferences {
  return { newBid: true, bidAccepted: true, newMessage: true, accountReview: true, welcome: true, ...overrides };
}
