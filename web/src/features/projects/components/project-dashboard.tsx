import { useEffect, useState, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { greetingName, roleLabel, welcomeWord } from '@/lib/user-display';

import type { Viewer } from '../types';
import { ProjectLists } from './dashboard/project-lists';
import { AdminOverview } from './dashboard/admin-overview';
import { RoleAction } from './dashboard/role-action';

/** Whether this browser welcomed the member already (storage may be unavailable: then never). */
function welcomedKey(viewer: Viewer): string {
  return `cw.welcomed.${viewer.id}`;
}

/** 'Welcome' on a new member's first dashboard, 'Welcome back' from then on (and for everyone else). */
function useWelcomeWord(viewer: Viewer) {
  const key = welcomedKey(viewer);
  const [word] = useState(() => {
    let before = false;
    try {
      before = window.localStorage.getItem(key) !== null;
    } catch {
      // No storage: judged by the account's age alone.
    }
    return welcomeWord(viewer.createdAt, Date.now(), before);
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // No storage: nothing to remember.
    }
  }, [key]);
  return word;
}

/**
 * /dashboard: greeting, the four stat cards and the three project tabs (spec section 2); `notice` (e.g. the way to
 * verification of an engineer not verified yet) goes under the greeting. An admin gets the platform overview instead
 * of project lists.
 */
export function ProjectDashboard({ viewer, notice }: { viewer: Viewer; notice?: ReactNode }) {
  const isAdmin = viewer.role === 'admin';
  const welcome = useWelcomeWord(viewer);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Card className="relative mb-8 overflow-hidden p-8">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/3 bg-gradient-to-l from-amber-50 to-transparent" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight wrap-anywhere text-slate-900">
              {welcome}, <UserText>{greetingName(viewer)}</UserText>!
            </h1>
            <p className="mt-2 flex items-center gap-2 text-slate-600">
              Signed in as <Badge tone="amber">{roleLabel(viewer.role)}</Badge>
            </p>
          </div>
          <RoleAction viewer={viewer} />
        </div>
      </Card>
      {notice ? <div className="mb-8 empty:hidden">{notice}</div> : null}
      {isAdmin ? <AdminOverview /> : <ProjectLists viewer={viewer} />}
    </div>
  );
}
