import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/date-time';
import { availabilityTone } from '@/lib/engineer-display';

import { useGetEngineerProfileSummaryQuery } from '../api/admin-api';
import type { EngineerEntry } from '../types';
import { completedProjectsLabel, engineerLabel, ratingLabel } from '../utils/display';

/** Rating and availability come from the engineer's public profile, which loads on its own. */
function ProfileFigures({ userId }: { userId: number }) {
  const { data: profile, isError } = useGetEngineerProfileSummaryQuery(userId);
  if (profile) {
    return (
      <>
        <span className="font-medium text-slate-900">
          <span className="sr-only">Rating: </span>
          {ratingLabel(profile.rating)}
        </span>
        <Badge tone={availabilityTone(profile.availability)}>{profile.availability}</Badge>
      </>
    );
  }
  if (isError) return <span className="text-slate-500">Rating and availability unavailable</span>;
  return <span role="status" aria-label="Loading rating and availability" className="inline-block h-5 w-32 animate-pulse rounded bg-slate-200" />;
}

/** One recently verified engineer: rating, completed projects and availability (spec section 2, Verified list). */
export function VerifiedEngineerItem({ engineer }: { engineer: EngineerEntry }) {
  const name = engineerLabel(engineer);
  const verified = formatShortDate(engineer.verifiedAt);
  return (
    <li aria-label={name} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <Link to={paths.engineer.getHref(engineer.userId)} className="min-w-0 font-medium text-slate-900 hover:text-amber-700 hover:underline">
          <UserText truncate>{name}</UserText>
        </Link>
        <Badge tone="green">
          <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified
        </Badge>
      </div>
      <p className="mt-1 truncate text-sm text-slate-600">
        {engineer.username ? (
          <>
            @<UserText>{engineer.username}</UserText>
          </>
        ) : null}
        {engineer.username && verified ? ' · ' : null}
        {verified ? `Verified ${verified}` : null}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <ProfileFigures userId={engineer.userId} />
        <span className="text-slate-700">{completedProjectsLabel(engineer.completedProjects)}</span>
      </div>
    </li>
  );
}
