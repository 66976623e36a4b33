// @vitest-environment node
import { EMAIL_KIND_TEXT, emailKindsFor, unsubscribedSentence } from './kinds';

describe('e-mail kinds', () => {
  it('offers each role the e-mails it can receive', () => {
    expect(emailKindsFor('client')).toEqual(['newBid', 'newMessage']);
    expect(emailKindsFor('engineer')).toEqual(['bidAccepted', 'newMessage', 'accountReview']);
    expect(emailKindsFor('admin')).toEqual(['newMessage']);
  });

  it('never offers the welcome on /profile, though it has words for its link', () => {
    for (const role of ['client', 'engineer', 'admin']) expect(emailKindsFor(role)).not.toContain('welcome');
    expect(EMAIL_KIND_TEXT.welcome).toEqual({ label: 'Welcome e-mails', description: 'When you join CabinetWorks.', words: 'welcome' });
  });

  it('labels the switches', () => {
    expect(EMAIL_KIND_TEXT.newBid.label).toBe('New bids on my projects');
    expect(EMAIL_KIND_TEXT.newMessage.description).toMatch(/at most one per conversation per hour/);
  });

  it('says what an unsubscribe link turned off', () => {
    expect(unsubscribedSentence('newBid')).toBe('You will no longer receive new bid e-mails.');
    expect(unsubscribedSentence('bidAccepted')).toBe('You will no longer receive accepted bid e-mails.');
    expect(unsubscribedSentence('newMessage')).toBe('You will no longer receive new message e-mails.');
    expect(unsubscribedSentence('accountReview')).toBe('You will no longer receive application decision e-mails.');
    expect(unsubscribedSentence('welcome')).toBe('You will no longer receive welcome e-mails.');
  });
});
