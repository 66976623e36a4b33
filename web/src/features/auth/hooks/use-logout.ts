import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';
import type { AppThunkDispatch } from '@/lib/store-types';

import { clearSession, useLogoutMutation } from '../api/auth-api';

/**
 * Signs out, goes to the home page, then forgets the session. Navigating first (synchronously)
 * keeps a protected page from seeing the null user and redirecting to /auth on its own.
 * A failure shows the 'Logout failed' toast and keeps the session.
 */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppThunkDispatch>();

  const signOut = useCallback(async (): Promise<boolean> => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({ title: 'Logout failed', description: formatApiError(error), variant: 'destructive' });
      return false;
    }
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    dispatch(clearSession());
    return true;
  }, [logout, navigate, dispatch]);

  return { signOut, isSigningOut: isLoading };
}
