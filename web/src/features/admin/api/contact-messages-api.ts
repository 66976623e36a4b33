import { api } from '@/lib/api-client';
import { errorStatus } from '@/lib/errors';

import type { ContactMessage, ContactMessages, ContactMessagesParams } from '../types/contact-messages';

const CONTACT_MESSAGES = { type: 'ContactMessage', id: 'LIST' } as const;

/**
 * Messages sent with the /contact form, for admins to answer (403 for anyone else). The tag type is added here, with
 * the endpoints that use it, rather than in the shared API.
 */
export const contactMessagesApi = api.enhanceEndpoints({ addTagTypes: ['ContactMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of the open or the handled messages, newest first, with how many there are and how many are open. */
    getContactMessages: build.query<ContactMessages, ContactMessagesParams>({
      query: ({ status, page, pageSize }) => ({ url: '/admin/contact-messages', params: { status, page, pageSize } }),
      providesTags: [CONTACT_MESSAGES],
    }),

    /** 200: the message, now handled; 404 when it no longer exists. Every page of both lists is asked for again either way. */
    markContactMessageHandled: build.mutation<ContactMessage, number>({
      query: (id) => ({ url: `/admin/contact-messages/${id}/handled`, method: 'POST' }),
      invalidatesTags: (_message, error) => (!error || errorStatus(error) === 404 ? [CONTACT_MESSAGES] : []),
    }),
  }),
});

export const { useGetContactMessagesQuery, useMarkContactMessageHandledMutation } = contactMessagesApi;
