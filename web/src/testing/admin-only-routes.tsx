import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';

import { ProtectedRoute, RequireRole } from '@/features/auth';

/** An admins-only page as the router declares it (signed in, role admin), beside a /dashboard others are sent to. */
export function adminOnlyRoutes(path: string, page: ReactNode): RouteObject[] {
  return [
    {
      element: (
        <ProtectedRoute>
          <Outlet />
        </ProtectedRoute>
      ),
      children: [
        { path: '/dashboard', element: <p>dashboard</p> },
        { path, element: <RequireRole roles={['admin']}>{page}</RequireRole> },
      ],
    },
  ];
}
