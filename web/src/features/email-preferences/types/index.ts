/** The kinds of e-mail a user can turn off (services/messaging/openapi.yaml, email-preferences). */
export type EmailKind = 'newBid' | 'bidAccepted' | 'newMessage' | 'accountReview' | 'welcome';

/** GET /api/email-preferences: true = send this kind. */
export type EmailPreferences = Record<EmailKind, boolean>;

/** PUT /api/email-preferences: any of the kinds; the answer is every kind. */
export type EmailPreferencesUpdate = Partial<EmailPreferences>;

/** POST /api/email-preferences/unsubscribe: the one kind the link turned off. */
export interface UnsubscribeResult {
  unsubscribed: EmailKind;
}
