import { Badge } from '@/components/ui/badge';
import { UserText } from '@/components/ui/user-text';
import { fullName } from '@/lib/user-display';

import type { DirectConversation } from '../types';
import { conversationItemClass } from '../utils/conversation-item';

export interface DirectConversationListProps {
  conversations: readonly DirectConversation[];
  chosenId: number | null;
  onChoose: (id: number) => void;
}

/** The viewer's direct conversations: the other member, the last message and the unread count. */
export function DirectConversationList({ conversations, chosenId, onChoose }: DirectConversationListProps) {
  return (
    <ul aria-label="Direct messages" className="divide-y divide-slate-100">
      {conversations.map((conversation) => {
        const selected = conversation.id === chosenId;
        const name = fullName({ ...conversation.otherMember, username: 'Member' });
        return (
          <li key={conversation.id}>
            <button type="button" aria-current={selected ? 'true' : undefined} onClick={() => onChoose(conversation.id)} className={conversationItemClass(selected)}>
              <span className="flex items-center justify-between gap-2">
                <UserText truncate className="font-medium text-slate-900">
                  {name}
                </UserText>
                {conversation.unreadCount > 0 ? <Badge tone="amber">{`${conversation.unreadCount} unread`}</Badge> : null}
              </span>
              <UserText truncate className="text-sm text-slate-600">
                {conversation.lastMessage?.content ?? 'Direct message'}
              </UserText>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
