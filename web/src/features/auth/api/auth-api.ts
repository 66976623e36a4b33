import { api } from '@/lib/api-client';
import { errorStatus } from '@/lib/errors';
import type { AppThunkDispatch } from '@/lib/store-types';

import type { LoginInput, RegisterInput, User } from '../types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current user; `null` when the server answers 401 (signed out), not an error. */
    getUser: build.query<User | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/user');
        if (result.error) {
          if (errorStatus(result.error) === 401) return { data: null };
          return { error: result.error };
        }
        return { data: result.data as User };
      },
      providesTags: (user) => (user ? [{ type: 'User', id: user.id }, { type: 'User', id: 'CURRENT' }] : [{ type: 'User', id: 'CURRENT' }]),
    }),

    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSignedInUser(dispatch, queryFulfilled),
    }),

    register: build.mutation<User, RegisterInput>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSignedInUser(dispatch, queryFulfilled),
    }),

    /** The caller clears the session with `clearSession()` once it has left protected pages. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),

    /** DELETE /api/account: the member's own account, with their current password. Ends every session. */
    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/account', method: 'DELETE', body }),
    }),
  }),
});

/** Login and registration answer with the signed-in user: the session cache takes it at once. */
async function storeSignedInUser(dispatch: AppThunkDispatch, answer: Promise<{ data: User }>): Promise<void> {
  try {
    const { data: user } = await answer;
    dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
  } catch {
    // The form shows the failure.
  }
}

export const { useGetUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useDeleteAccountMutation } =
  authApi;

/**
 * Forgets the signed-in user, every cached server answer (they belonged to that user) and every
 * live chat and notification. The session entry is written back as `null` so nothing refetches it.
 */
export const clearSession = () => (dispatch: AppThunkDispatch) => {
  dispatch(api.util.resetApiState());
  dispatch(authApi.util.upsertQueryData('getUser', undefined, null));
};
