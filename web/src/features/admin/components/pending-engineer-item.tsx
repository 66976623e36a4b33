import { Eye } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/date-time';

import type { EngineerEntry } from '../types';
import { engineerLabel } from '../utils/display';
import { ApplicationActions } from './application-actions';

/** One application: who applied and when, with 'Review' (their profile), 'Reject' and 'Approve'. */
export function PendingEngineerItem({ engineer }: { engineer: EngineerEntry }) {
  const name = engineerLabel(engineer);
  const registered = formatShortDate(engineer.registeredAt);
  return (
    <li aria-label={name} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <UserText as="p" truncate className="font-medium text-slate-900">
          {name}
        </UserText>
        <p className="truncate text-sm text-slate-600">
          {engineer.username ? (
            <span>
              @<UserText>{engineer.username}</UserText>
            </span>
          ) : null}
          {engineer.username ? <span aria-hidden="true"> · </span> : null}
          {registered ? `Registered ${registered}` : 'Registration date unknown'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={paths.engineer.getHref(engineer.userId)} aria-label={`Review ${name}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Eye aria-hidden="true" className="h-4 w-4" />
          Review
        </Link>
        <ApplicationActions engineer={engineer} />
      </div>
    </li>
  );
}
