import { api } from '@/lib/api-client';
import type { SupportConversation, SupportMessage } from '@/lib/realtime';
import { mySupportTag, supportMessagesTag } from '@/lib/shared-tags';

/** A visitor's opening (name and e-mail are needed without an account). */
export interface OpenSupportInput {
  message: string;
  name?: string;
  email?: string;
}

/**
 * The support chat of a member or visitor (messaging's openapi.yaml "support"). The visitor's cookie is set by the
 * server (HttpOnly); live frames (`support_message`) invalidate the messages through the live cache.
 */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySupport: build.query<SupportConversation | null, void>({
      query: () => '/support/conversations/mine',
      transformResponse: (body: { conversation: SupportConversation | null }) => body.conversation,
      providesTags: [mySupportTag],
    }),
    openSupport: build.mutation<SupportConversation, OpenSupportInput>({
      query: (body) => ({ url: '/support/conversations', method: 'POST', body }),
      invalidatesTags: (conversation) => (conversation ? [mySupportTag, supportMessagesTag(conversation.id)] : [mySupportTag]),
    }),
    getSupportMessages: build.query<SupportMessage[], number>({
      query: (conversationId) => `/support/conversations/${conversationId}/messages?limit=100`,
      providesTags: (_messages, _error, conversationId) => [supportMessagesTag(conversationId)],
    }),
    sendSupportMessage: build.mutation<SupportMessage, { conversationId: number; content: string }>({
      query: ({ conversationId, content }) => ({ url: `/support/conversations/${conversationId}/messages`, method: 'POST', body: { content } }),
      invalidatesTags: (_message, _error, { conversationId }) => [supportMessagesTag(conversationId)],
    }),
    /** The one-use link of an e-mail to a visitor: their cookie comes back. */
    resumeSupport: build.mutation<{ resumed: boolean }, string>({
      query: (token) => ({ url: '/support/resume', method: 'POST', body: { token } }),
      invalidatesTags: [mySupportTag],
    }),
  }),
});

export const {
  useGetMySupportQuery,
  useOpenSupportMutation,
  useGetSupportMessagesQuery,
  useSendSupportMessageMutation,
  useResumeSupportMutation,
} = supportApi;
