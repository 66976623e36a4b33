import { useGetUserQuery } from '../api/auth-api';

/** The session: `user` is null when signed out; `isLoading` only until the first answer. */
export function useUser() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetUserQuery();
  return { user: data ?? null, isLoading, isFetching, isError, error, refetch };
}
