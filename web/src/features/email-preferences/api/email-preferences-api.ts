import { api } from '@/lib/api-client';

import type { EmailKind, EmailPreferences, EmailPreferencesUpdate, UnsubscribeResult } from '../types';

const PREFERENCES = { type: 'EmailPreferences', id: 'CURRENT' } as const;

/** The signed-in user's e-mail preferences and the public unsubscribe of the e-mails' links (services/messaging/openapi.yaml). */
export const emailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailPreferences: build.query<EmailPreferences, void>({
      query: () => '/email-preferences',
      providesTags: [PREFERENCES],
    }),

    /**
     * Changes the kinds given. The switch moves at once (optimistic) and moves back when the server refuses; the answer
     * only settles the kinds this call sent, so two quick toggles answered out of order do not undo each other.
     */
    updateEmailPreferences: build.mutation<EmailPreferences, EmailPreferencesUpdate>({
      query: (changes) => ({ url: '/email-preferences', method: 'PUT', body: changes }),
      async onQueryStarted(changes, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          emailPreferencesApi.util.updateQueryData('getEmailPreferences', undefined, (draft) => {
            Object.assign(draft, changes);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            emailPreferencesApi.util.updateQueryData('getEmailPreferences', undefined, (draft) => {
              for (const kind of Object.keys(changes) as EmailKind[]) {
                if (typeof data[kind] === 'boolean') draft[kind] = data[kind];
              }
            }),
          );
        } catch {
          patch.undo(); // The card toasts the failure.
        }
      },
    }),

    /** Public: the signed token of an e-mail's link says whom and what to unsubscribe. */
    unsubscribe: build.mutation<UnsubscribeResult, string>({
      query: (token) => ({ url: '/email-preferences/unsubscribe', method: 'POST', body: { token } }),
      // A signed-in reader's settings card shows the change.
      invalidatesTags: (_result, error) => (error ? [] : [PREFERENCES]),
    }),
  }),
});

export const { useGetEmailPreferencesQuery, useUpdateEmailPreferencesMutation, useUnsubscribeMutation } = emailPreferencesApi;
