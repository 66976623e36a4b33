import { Check, Eye } from 'lucide-react';
import { Link } from 'react-router';

import { BusyButton } from '@/components/ui/busy-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/date-time';

import { useApproveEngineer } from '../hooks/use-approve-engineer';
import type { EngineerEntry } from '../types';
import { engineerLabel } from '../utils/display';

/** One application: who applied and when, with 'Review' (their public profile) and 'Approve'. */
export function PendingEngineerItem({ engineer }: { engineer: EngineerEntry }) {
  const { approve, isApproving } = useApproveEngineer(engineer);
  const name = engineerLabel(engineer);
  const registered = formatShortDate(engineer.registeredAt);
  return (
    <li aria-label={name} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">
          {engineer.username ? <span>@{engineer.username}</span> : null}
          {engineer.username ? <span aria-hidden="true"> · </span> : null}
          {registered ? `Registered ${registered}` : 'Registration date unknown'}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={paths.engineer.getHref(engineer.userId)} aria-label={`Review ${name}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Eye aria-hidden="true" className="h-4 w-4" />
          Review
        </Link>
        <BusyButton size="sm" icon={Check} busy={isApproving} busyLabel="Approving" aria-label={`Approve ${name}`} onClick={() => void approve()}>
          Approve
        </BusyButton>
      </div>
    </li>
  );
}
