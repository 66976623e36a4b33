import { api } from '@/lib/api-client';
import { frameMessage, realtime } from '@/lib/realtime';

import type { ChatMessage } from '../types';
import { fetchMessagesAfter, type HistoryResult } from '../utils/message-pages';
import { mergeMessages } from '../utils/messages';

const messagesTag = (projectId: number) => ({ type: 'Message' as const, id: projectId });

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A project's history, oldest first. A refetch asks only for what came after the last messages held and
     * `merge` adds it, so catching up after a reconnect costs one small request. Live `new_message` and
     * `message_sent` frames of the project go into the cache while it exists.
     */
    getProjectMessages: build.query<ChatMessage[], number>({
      async queryFn(projectId, { getState }, _extraOptions, baseQuery): Promise<HistoryResult> {
        const held: ChatMessage[] | undefined = messagesApi.endpoints.getProjectMessages.select(projectId)(getState() as MessagesState).data;
        return fetchMessagesAfter(`/projects/${projectId}/messages`, held, baseQuery);
      },
      merge: (held, fetched) => mergeMessages(held, fetched),
      providesTags: (_messages, _error, projectId) => [messagesTag(projectId)],
      async onCacheEntryAdded(projectId, { dispatch, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the history arrived
        }
        const join = () => realtime.send({ type: 'join_project', projectId });
        join();
        const stopFrames = realtime.subscribe((frame) => {
          const message = frameMessage(frame);
          if (message?.projectId === projectId) updateCachedData((held) => mergeMessages(held, [message]));
        });
        const stopStatus = realtime.subscribeStatus((connected) => {
          if (!connected) return;
          join();
          void dispatch(messagesApi.endpoints.getProjectMessages.initiate(projectId, { subscribe: false, forceRefetch: true }));
        });
        await cacheEntryRemoved;
        stopFrames();
        stopStatus();
      },
    }),
  }),
});

/** The store state as the cache selectors of this API read it (features cannot name the app's state). */
type MessagesState = Parameters<ReturnType<typeof messagesApi.endpoints.getProjectMessages.select>>[0];

export const { useGetProjectMessagesQuery } = messagesApi;
