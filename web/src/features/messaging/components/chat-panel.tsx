import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { CHAT_PANEL_HEIGHT_PX } from '@/config/constants';
import { useChatShown } from '@/lib/chats-in-view';
import { fullName } from '@/lib/user-display';

import { useGetProjectMessagesQuery } from '../api/messages-api';
import { useSendMessage } from '../hooks/use-send-message';
import type { ChatPartner } from '../types';
import { conversationWith } from '../utils/messages';
import { ConnectionBadge } from './connection-badge';
import { MessageLog } from './chat/message-log';
import { DailyLimitNotice } from './chat/daily-limit-notice';
import { MessageForm } from './chat/message-form';

export interface ChatPanelProps {
  projectId: number;
  viewerId: number;
  partner: ChatPartner;
  /** Shown under the partner's name, e.g. the project title. */
  subtitle?: ReactNode;
  /** Shown beside the connection badge, e.g. a View Project link. */
  actions?: ReactNode;
}

/**
 * One conversation: history oldest first with live messages, the messages sent and not answered yet after them
 * ('Sending…', sent again after a reconnect), and the input (disabled while disconnected).
 */
export function ChatPanel({ projectId, viewerId, partner, subtitle, actions }: ChatPanelProps) {
  const { pending, send } = useSendMessage(projectId, partner.id);
  useChatShown(projectId, partner.id);
  const { data, isLoading, error } = useGetProjectMessagesQuery(projectId);
  return (
    <Card className="flex flex-col overflow-hidden" style={{ height: CHAT_PANEL_HEIGHT_PX }} role="region" aria-label={`Chat with ${fullName(partner)}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <UserText as="h2" truncate className="font-semibold text-slate-900">
            {fullName(partner)}
          </UserText>
          {subtitle ? (
            <UserText as="p" truncate className="text-sm text-slate-500">
              {subtitle}
            </UserText>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <ConnectionBadge />
          {actions}
        </div>
      </div>
      <MessageLog
        messages={data && conversationWith(data, viewerId, partner.id)}
        isLoading={isLoading}
        error={error}
        viewerId={viewerId}
        partner={partner}
        pending={pending}
      />
      <DailyLimitNotice />
      <MessageForm partner={partner} send={send} />
    </Card>
  );
}
