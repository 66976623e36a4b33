import { api } from '@/lib/api-client';

import type { ApiToken, CreateTokenInput, NewApiToken } from '../types';

const LIST = { type: 'ApiToken', id: 'LIST' } as const;

export const apiTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/api-tokens: the member's live tokens, newest first. */
    listApiTokens: build.query<ApiToken[], void>({
      query: () => '/api-tokens',
      providesTags: [LIST],
    }),
    /** POST /api/api-tokens: the answer holds the token's text, which is never shown again. */
    createApiToken: build.mutation<NewApiToken, CreateTokenInput>({
      query: (body) => ({ url: '/api-tokens', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** DELETE /api/api-tokens/{id}: the token stops working at once, in every service. */
    revokeApiToken: build.mutation<void, number>({
      query: (id) => ({ url: `/api-tokens/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = apiTokensApi;
