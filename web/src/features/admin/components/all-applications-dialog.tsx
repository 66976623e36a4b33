import { UserCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { totalPages } from '@/lib/pagination';

import { usePendingEngineersPage } from '../hooks/use-admin-stats';
import { EmptyNote } from './empty-note';
import { PendingEngineerItem } from './pending-engineer-item';

/** The full list asks for this many applications at a time. */
const APPLICATIONS_PAGE_SIZE = 20;

function ApplicationsPages() {
  const [page, setPage] = useState(1);
  const { page: applications, data: lastLoaded, isError, error, refetch, isFetching } = usePendingEngineersPage({ page, pageSize: APPLICATIONS_PAGE_SIZE });
  // While another page loads, the page count stays that of the page loaded last.
  const total = applications?.total ?? lastLoaded?.total;

  let body: ReactNode;
  if (applications) {
    body =
      applications.engineers.length === 0 ? (
        <EmptyNote icon={UserCheck} title="No pending applications">
          {page > 1 ? 'No more applications on this page.' : 'All engineer applications have been reviewed.'}
        </EmptyNote>
      ) : (
        <ul aria-label="All pending applications" className="space-y-3">
          {applications.engineers.map((engineer) => (
            <PendingEngineerItem key={engineer.userId} engineer={engineer} />
          ))}
        </ul>
      );
  } else if (isError) {
    body = <ErrorState layout="card" title="We couldn't load the applications" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    body = (
      <LoadingState label="Loading applications" className="space-y-3">
        <SkeletonBlocks count={4} className="h-20" />
      </LoadingState>
    );
  }

  return (
    <>
      {body}
      <Pagination
        page={page}
        pageCount={total === undefined ? page : Math.max(page, totalPages(total, APPLICATIONS_PAGE_SIZE))}
        onPageChange={setPage}
        disabled={isFetching || !applications}
      />
    </>
  );
}

/** 'View All Applications (n)': every pending application, a page at a time, with the same Review and Approve. */
export function AllApplicationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="All Pending Applications" description="Waiting longest first." className="max-w-2xl">
      {/* Mounted only while open: the list is asked for when the admin wants it, from page 1 each time. */}
      {open ? <ApplicationsPages /> : null}
    </Dialog>
  );
}
