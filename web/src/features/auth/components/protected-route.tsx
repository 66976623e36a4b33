import { RefreshCw, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';

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
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <ServerCrash aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <h1 className="text-xl font-semibold text-slate-900">We couldn't check your session</h1>
        <p className="text-sm text-slate-600">{formatApiError(error)}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
        </Button>
      </div>
    );
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
