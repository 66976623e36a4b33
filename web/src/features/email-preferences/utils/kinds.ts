import type { EmailKind } from '../types';

interface KindText {
  /** The switch's label on /profile. */
  label: string;
  /** When this e-mail is sent. */
  description: string;
  /** The kind in a sentence: 'You will no longer receive {words} e-mails.' */
  words: string;
}

export const EMAIL_KIND_TEXT: Record<EmailKind, KindText> = {
  newBid: { label: 'New bids on my projects', description: 'When an engineer bids on a project you posted.', words: 'new bid' },
  bidAccepted: { label: 'My bid was accepted', description: 'When a client accepts one of your bids.', words: 'accepted bid' },
  newMessage: {
    label: "New messages while I'm away",
    description: 'When someone writes to you while you are offline; at most one per conversation per hour.',
    words: 'new message',
  },
  accountReview: {
    label: 'Engineer application decisions',
    description: 'When an admin approves or rejects your engineer application.',
    words: 'application decision',
  },
  welcome: { label: 'Welcome e-mails', description: 'When you join CabinetWorks.', words: 'welcome' },
};

/**
 * The kinds a role can receive, in the order /profile lists them: clients get bids on their projects, engineers hear
 * about their bids and their application, and everyone gets messages. The welcome is not offered: it is sent once,
 * when a member joins, so there is nothing left to turn off (only its own link turns it off).
 */
export function emailKindsFor(role: string): EmailKind[] {
  switch (role) {
    case 'client':
      return ['newBid', 'newMessage'];
    case 'engineer':
      return ['bidAccepted', 'newMessage', 'accountReview'];
    default:
      return ['newMessage'];
  }
}

/** What an unsubscribe link turned off, in a sentence. */
export function unsubscribedSentence(unsubscribed: EmailKind): string {
  const text = Object.hasOwn(EMAIL_KIND_TEXT, unsubscribed) ? EMAIL_KIND_TEXT[unsubscribed] : null;
  return text ? `You will no longer receive ${text.words} e-mails.` : 'You will no longer receive these e-mails.';
}
