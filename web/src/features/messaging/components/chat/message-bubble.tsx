import { UserText } from '@/components/ui/user-text';
import { formatTimestamp } from '@/lib/date-time';

import type { ChatMessage } from '../../types';
import { Bubble } from './bubble';

export function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const header = (
    <>
      {own ? 'You' : <UserText>{`${message.sender.firstName} ${message.sender.lastName}`}</UserText>}
      <span aria-hidden="true"> · </span>
      <time dateTime={message.createdAt}>{formatTimestamp(message.createdAt)}</time>
    </>
  );
  return <Bubble own={own} header={header} content={message.content} />;
}
