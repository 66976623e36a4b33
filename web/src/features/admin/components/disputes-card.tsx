import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { Panel } from '@/components/ui/panel';
import { UserText } from '@/components/ui/user-text';
import { ADMIN_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { usePageCount } from '@/hooks/use-page-count';
import { formatShortDate } from '@/lib/date-time';
import { disputeOutcomeLabel, stageTitle } from '@/lib/disputes';
import { fullName, roleLabel } from '@/lib/user-display';

import { useGetDisputesQuery } from '../api/admin-api';
import type { AdminDispute } from '../types';
import { EmptyNote } from './empty-note';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

function DisputeItem({ dispute }: { dispute: AdminDispute }) {
  const openedAt = formatShortDate(dispute.openedAt);
  const resolvedAt = formatShortDate(dispute.resolvedAt);
  return (
    <li aria-label={`${dispute.projectTitle}: ${stageTitle(dispute.stage)}`} className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-slate-900">
            <Link to={paths.project.getHref(dispute.projectId)} className="hover:text-amber-700 hover:underline">
              <UserText>{dispute.projectTitle}</UserText>
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{stageTitle(dispute.stage)}</span>
            {dispute.outcome ? <Badge tone="slate">Resolved</Badge> : <Badge tone="red">Open</Badge>}
          </div>
        </div>
        {dispute.outcome ? null : <ResolveDisputeDialog dispute={dispute} />}
      </div>
      <p className="text-xs text-slate-500">
        Opened by <UserText>{fullName(dispute.openedBy)}</UserText> ({roleLabel(dispute.openedBy.role)}){openedAt ? ` on ${openedAt}` : ''}
      </p>
      <UserText as="p" multiline className="text-sm text-slate-800">
        {dispute.reason}
      </UserText>
      {dispute.outcome ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-medium">
            {disputeOutcomeLabel(dispute.outcome, dispute.engineerPercent)}
            {resolvedAt ? <span className="font-normal text-slate-500"> · {resolvedAt}</span> : null}
          </p>
          {dispute.note ? (
            <UserText as="p" multiline>
              {dispute.note}
            </UserText>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Milestone disputes for an admin to decide, ADMIN_LIST_LIMIT a page: open ones first, each with a Resolve dialog;
 * resolved ones with their outcome.
 */
export function DisputesCard() {
  const [page, setPage] = useState(1);
  // data: the answer loaded last (its open count stays shown while another page loads); currentData: this page's.
  const { data, currentData, isError, error, refetch, isFetching } = useGetDisputesQuery({ page, pageSize: ADMIN_LIST_LIMIT });
  const pageCount = usePageCount(page, setPage, data?.total, ADMIN_LIST_LIMIT);
  let body;
  if (currentData === undefined) {
    body = isError ? (
      <ErrorState layout="card" title="We couldn't load the disputes" error={error} onRetry={() => void refetch()} retrying={isFetching} />
    ) : (
      <LoadingState label="Loading disputes" className="space-y-3">
        <SkeletonBlocks count={2} className="h-28 rounded-xl" />
      </LoadingState>
    );
  } else if (currentData.disputes.length === 0) {
    body = (
      <EmptyNote icon={Gavel} title="No disputes">
        When a client or an engineer disputes a milestone, it appears here for you to decide.
      </EmptyNote>
    );
  } else {
    // The service sends open ones first; keep that order even if it did not.
    const ordered = [...currentData.disputes].sort((a, b) => Number(a.outcome !== null) - Number(b.outcome !== null));
    body = (
      <ul aria-label="Disputes" className="space-y-3">
        {ordered.map((dispute) => (
          <DisputeItem key={dispute.id} dispute={dispute} />
        ))}
      </ul>
    );
  }
  return (
    <Panel
      region
      title="Disputes"
      icon={<Gavel aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description={data ? `${data.openCount} open. Release the held money to the engineer, refund it to the client or split it.` : 'Milestone disputes waiting for a decision.'}
    >
      {body}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={isFetching} label="Disputes pages" size="sm" /> : null}
    </Panel>
  );
}
