import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';

import { ProtectedRoute, RequireRole } from '@/features/auth';

/** A page for anyone signed in as the router declares it, beside a /dashboard others are sent to. */
export function signedInRoutes(path: string, page: ReactNode): RouteObject[] {
  return [
    {
      element: (
        <ProtectedRoute>
          <Outlet />
        </ProtectedRoute>
      ),
      children: [
        { path: '/dashboard', element: <p>dashboard</p> },
        { path, element: page },
      ],
    },
  ];
}

/** An admins-only page as the router declares it (signed in, role admin), beside a /dashboard others are sent to. */
export function adminOnlyRoutes(path: string, page: ReactNode): RouteObject[] {
  return signedInRoutes(path, <RequireRole roles={['admin']}>{page}</RequireRole>);
}
