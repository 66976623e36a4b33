import { api } from '@/lib/api-client';

import type { ContactMessageInput, ContactMessageSent } from '../types';

/** The public contact form (signed in or not): 201 with the stored message's id; 400 for bad input, 429 when rate-limited. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageSent, ContactMessageInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
