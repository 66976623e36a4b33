import { Ban, ShieldCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { UserText } from '@/components/ui/user-text';
import { CHAT_PANEL_HEIGHT_PX } from '@/config/constants';
import { useChatShown } from '@/lib/chats-in-view';
import { formatApiError } from '@/lib/errors';
import { planRequired } from '@/lib/plan-required';
import { randomUuid } from '@/lib/random-uuid';
import { fullName } from '@/lib/user-display';

import { useGetDirectMessagesQuery, useSendDirectMessageMutation, useSetDirectBlockMutation } from '../api/direct-api';
import type { ChatPartner, DirectConversation } from '../types';
import { ConnectionBadge } from './connection-badge';
import { MessageForm } from './chat/message-form';
import { MessageLog } from './chat/message-log';

/** Why the last message was refused: the upgrade prompt for a plan that no longer has direct messages, else words. */
function SendRefusal({ error }: { error: unknown }) {
  const required = planRequired(error);
  return (
    <div className="border-t border-slate-100 p-3">
      {required ? (
        <UpgradePrompt required={required} />
      ) : (
        <p role="alert" className="text-sm text-red-600">
          {formatApiError(error)}
        </p>
      )}
    </div>
  );
}

/**
 * A direct conversation: its history with live messages (read as they arrive), the input, and Block/Unblock in the
 * header. The recipient can always reply; a starter whose plan no longer has direct messages meets the upgrade prompt
 * in place, and a blocked member the refusal, while the history stays readable.
 */
export function DirectChat({ conversation, viewerId }: { conversation: DirectConversation; viewerId: number }) {
  const partner: ChatPartner = { ...conversation.otherMember, username: 'Member' }; // names unknown yet: 'Member'
  // One conversation per pair, outside any project: shown as project 0 with its other member.
  useChatShown(0, partner.id);
  const { data, isLoading, error } = useGetDirectMessagesQuery(conversation.id);
  const [sendMessage, sent] = useSendDirectMessageMutation();
  const [setBlock, block] = useSetDirectBlockMutation();
  const send = (content: string) => {
    void sendMessage({ conversationId: conversation.id, content, clientMessageId: randomUuid() });
    return true;
  };
  const blocked = conversation.blockedByMe;
  return (
    <Card className="flex flex-col overflow-hidden" style={{ height: CHAT_PANEL_HEIGHT_PX }} role="region" aria-label={`Chat with ${fullName(partner)}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <UserText as="h2" truncate className="font-semibold text-slate-900">
            {fullName(partner)}
          </UserText>
          <p className="text-sm text-slate-500">Direct message</p>
        </div>
        <div className="flex items-center gap-2">
          <ConnectionBadge />
          <Button variant="outline" size="sm" disabled={block.isLoading} onClick={() => void setBlock({ conversationId: conversation.id, blocked: !blocked })}>
            {blocked ? <ShieldCheck aria-hidden="true" className="h-4 w-4" /> : <Ban aria-hidden="true" className="h-4 w-4" />}
            {blocked ? 'Unblock' : 'Block'}
          </Button>
        </div>
      </div>
      <MessageLog messages={data} isLoading={isLoading} error={error} viewerId={viewerId} partner={partner} topic="" />
      {blocked ? <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">You blocked {fullName(partner)}: their messages to you are refused.</p> : null}
      {sent.error ? <SendRefusal error={sent.error} /> : null}
      <MessageForm partner={partner} send={send} />
    </Card>
  );
}
