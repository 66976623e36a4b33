import { api } from '@/lib/api-client';
import { errorStatus } from '@/lib/errors';

import type { ContactMessage, ContactMessageStatus, ContactMessages } from '../types/contact-messages';

const CONTACT_MESSAGES = { type: 'ContactMessage', id: 'LIST' } as const;

/**
 * Messages sent with the /contact form, for admins to answer (403 for anyone else). The tag type is added here, with
 * the endpoints that use it, rather than in the shared API.
 */
export const contactMessagesApi = api.enhanceEndpoints({ addTagTypes: ['ContactMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Open or handled messages, newest first, with how many are open. */
    getContactMessages: build.query<ContactMessages, ContactMessageStatus>({
      query: (status) => ({ url: '/admin/contact-messages', params: { status } }),
      providesTags: [CONTACT_MESSAGES],
    }),

    /** 200: the message, now handled; 404 when it no longer exists. Both lists are asked for again either way. */
    markContactMessageHandled: build.mutation<ContactMessage, number>({
      query: (id) => ({ url: `/admin/contact-messages/${id}/handled`, method: 'POST' }),
      invalidatesTags: (_message, error) => (!error || errorStatus(error) === 404 ? [CONTACT_MESSAGES] : []),
    }),
  }),
});

export const { useGetContactMessagesQuery, useMarkContactMessageHandledMutation } = contactMessagesApi;
