import { api } from '@/lib/api-client';
import { frameMessage, realtime } from '@/lib/realtime';

import type { ChatMessage, DirectConversation } from '../types';
import { fetchMessagesAfter, type HistoryResult } from '../utils/message-pages';
import { mergeMessages } from '../utils/messages';

const LIST = { type: 'DirectConversation' as const, id: 'LIST' };
const messagesTag = (conversationId: number) => ({ type: 'DirectMessage' as const, id: conversationId });

/** Direct conversations between two members outside any project (issue 29 item 2; messaging's openapi.yaml). */
export const directApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The viewer's conversations, newest activity first; a live message in any of them refreshes the list. */
    getDirectConversations: build.query<DirectConversation[], void>({
      query: () => '/direct-conversations',
      providesTags: [LIST],
      async onCacheEntryAdded(_arg, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stop = realtime.subscribe((frame) => {
          if (frame.type === 'new_message' && frame.message.conversationId !== undefined) {
            dispatch(directApi.util.invalidateTags([LIST]));
          }
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** Opens the pair's conversation (201 started now, 200 the one they have); plan_required for a starter. */
    startDirectConversation: build.mutation<DirectConversation, { recipientId: number; content?: string }>({
      query: (body) => ({ url: '/direct-conversations', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** A conversation's history, oldest first, with its live messages merged in while the cache entry lives. */
    getDirectMessages: build.query<ChatMessage[], number>({
      async queryFn(conversationId, { getState, dispatch }, _extraOptions, baseQuery): Promise<HistoryResult> {
        const held: ChatMessage[] | undefined = directApi.endpoints.getDirectMessages.select(conversationId)(getState() as DirectState).data;
        const result = await fetchMessagesAfter(`/direct-conversations/${conversationId}/messages`, held, baseQuery);
        // Reading the history marked it read: the list's unread count changed.
        if ('data' in result) dispatch(directApi.util.invalidateTags([LIST]));
        return result;
      },
      merge: (held, fetched) => mergeMessages(held, fetched),
      providesTags: (_messages, _error, conversationId) => [messagesTag(conversationId)],
      async onCacheEntryAdded(conversationId, { dispatch, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stopFrames = realtime.subscribe((frame) => {
          const message = frameMessage(frame);
          if (message?.conversationId !== conversationId) return;
          updateCachedData((held) => mergeMessages(held, [message]));
          // Read as it arrives: fetching what came after it marks it read on the server.
          void dispatch(directApi.endpoints.getDirectMessages.initiate(conversationId, { subscribe: false, forceRefetch: true }));
        });
        const stopStatus = realtime.subscribeStatus((connected) => {
          if (connected) void dispatch(directApi.endpoints.getDirectMessages.initiate(conversationId, { subscribe: false, forceRefetch: true }));
        });
        await cacheEntryRemoved;
        stopFrames();
        stopStatus();
      },
    }),
    sendDirectMessage: build.mutation<ChatMessage, { conversationId: number; content: string; clientMessageId: string }>({
      query: ({ conversationId, ...body }) => ({ url: `/direct-conversations/${conversationId}/messages`, method: 'POST', body }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data: sent } = await queryFulfilled.catch(() => ({ data: null }));
        if (sent) dispatch(directApi.util.updateQueryData('getDirectMessages', conversationId, (held) => mergeMessages(held, [sent])));
      },
      invalidatesTags: [LIST],
    }),
    /** The viewer blocks (or unblocks) the conversation's other member. */
    setDirectBlock: build.mutation<DirectConversation, { conversationId: number; blocked: boolean }>({
      query: ({ conversationId, blocked }) => ({ url: `/direct-conversations/${conversationId}/block`, method: blocked ? 'POST' : 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

/** The store state as the cache selectors of this API read it (features cannot name the app's state). */
type DirectState = Parameters<ReturnType<typeof directApi.endpoints.getDirectMessages.select>>[0];

export const {
  useGetDirectConversationsQuery,
  useStartDirectConversationMutation,
  useGetDirectMessagesQuery,
  useSendDirectMessageMutation,
  useSetDirectBlockMutation,
} = directApi;
