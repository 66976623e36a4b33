import { ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';

import { useUser } from '../hooks/use-user';
import type { UserRole } from '../types';

/**
 * Protected routes (spec section 2): a centred spinner while the session loads, signed-out
 * users go to /auth with the page they wanted remembered in `redirectTo`.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading, isError, error, refetch, isFetching } = useUser();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Checking your session" />;

  if (isError && !user) {
    // The session could not be checked (server down): saying "sign in" would be wrong.
    return <ErrorState icon={ServerCrash} title="We couldn't check your session" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }

  if (!user) {
    const redirectTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.getHref({ redirectTo })} replace />;
  }

  return children;
}

/** Lets only the given roles through; everyone else goes to the dashboard (spec section 6, /admin). */
export function RequireRole({ roles, children }: { roles: UserRole[]; children: ReactNode }) {
  const { user } = useUser();
  if (!user || !roles.includes(user.role)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return children;
}
