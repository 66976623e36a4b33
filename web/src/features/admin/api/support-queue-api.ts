import { api } from '@/lib/api-client';
import type { SupportConversation, SupportMessage } from '@/lib/realtime';
import { supportMessagesTag, supportQueueTag } from '@/lib/shared-tags';

/** One line of the admins' support queue (GET /api/admin/support/conversations). */
export interface SupportQueueEntry extends SupportConversation {
  name: string;
  email: string;
  /** Since the first message not answered yet; 0 once answered. */
  waitingSeconds: number;
  lastMessage: SupportMessage | null;
}

/**
 * The support desk for admins: the queue (priority support first, then the longest wait), a conversation's messages,
 * answering and closing. Live frames (`support_message`, `admin_update` support) invalidate these through the live
 * cache, so a new message shows at once.
 */
export const supportQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupportQueue: build.query<SupportQueueEntry[], 'open' | 'closed'>({
      query: (status) => ({ url: '/admin/support/conversations', params: { status } }),
      transformResponse: (body: { conversations: SupportQueueEntry[] }) => body.conversations,
      providesTags: [supportQueueTag],
    }),
    getSupportThread: build.query<SupportMessage[], number>({
      query: (conversationId) => `/support/conversations/${conversationId}/messages?limit=100`,
      providesTags: (_messages, _error, conversationId) => [supportMessagesTag(conversationId)],
    }),
    answerSupport: build.mutation<SupportMessage, { conversationId: number; content: string }>({
      query: ({ conversationId, content }) => ({ url: `/support/conversations/${conversationId}/messages`, method: 'POST', body: { content } }),
      invalidatesTags: (_message, _error, { conversationId }) => [supportMessagesTag(conversationId), supportQueueTag],
    }),
    closeSupport: build.mutation<SupportConversation, number>({
      query: (conversationId) => ({ url: `/admin/support/conversations/${conversationId}/close`, method: 'POST' }),
      invalidatesTags: (_conversation, _error, conversationId) => [supportMessagesTag(conversationId), supportQueueTag],
    }),
  }),
});

export const { useGetSupportQueueQuery, useGetSupportThreadQuery, useAnswerSupportMutation, useCloseSupportMutation } = supportQueueApi;
