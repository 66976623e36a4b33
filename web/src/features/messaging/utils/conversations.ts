import { plural } from '@/lib/plural';
import { fullName } from '@/lib/user-display';

import type { Conversation } from '../types';

/** The conversations whose project title or partner name contains the search text (case-insensitive). */
export function filterConversations(conversations: readonly Conversation[], search: string): Conversation[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...conversations];
  return conversations.filter(
    (conversation) =>
      conversation.projectTitle.toLocaleLowerCase().includes(needle) ||
      conversation.partners.some((partner) => fullName(partner).toLocaleLowerCase().includes(needle)),
  );
}

/** Who the conversation is with: one name, or the number of bidders before the project is assigned. */
export function partnersLabel(conversation: Conversation): string {
  const [first, ...others] = conversation.partners;
  if (!first) return '';
  return others.length === 0 ? fullName(first) : plural(conversation.partners.length, 'bidder');
}
