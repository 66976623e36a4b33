import { Search, UserCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { CharacterCount } from '@/components/ui/character-count';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Pagination } from '@/components/ui/pagination';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMITS } from '@/config/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageCount } from '@/hooks/use-page-count';
import { isolateText } from '@/lib/user-text';
import { lengthState, tooLongMessage } from '@/lib/text-length';

import { usePendingEngineersPage } from '../hooks/use-admin-stats';
import { EmptyNote } from './empty-note';
import { PendingEngineerItem } from './pending-engineer-item';

/** The full list asks for this many applications at a time. */
const APPLICATIONS_PAGE_SIZE = 20;

/** Finds an application by name or username; a search over its limit says so and is not sent. */
function ApplicationSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const counterId = useId();
  const errorId = useId();
  const length = lengthState(value, TEXT_LIMITS.applicationSearch);
  return (
    <form role="search" aria-label="Search applications" className="mb-4" onSubmit={(event) => event.preventDefault()}>
      <label className="relative block">
        <span className="sr-only">Search by name or username</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search by name or username"
          aria-invalid={length.over || undefined}
          aria-describedby={length.over ? `${errorId} ${counterId}` : counterId}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-200 focus:outline-none aria-[invalid=true]:border-red-500"
        />
      </label>
      <div className="mt-1 flex justify-between gap-3">
        {length.over ? (
          <p id={errorId} className="text-xs text-red-600">
            {tooLongMessage(length.count, length.limit)}
          </p>
        ) : (
          <span />
        )}
        <CharacterCount id={counterId} state={length} show="near-limit" />
      </div>
    </form>
  );
}

function ApplicationsPages() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const tooLong = lengthState(term, TEXT_LIMITS.applicationSearch).over;
  const { page: applications, data: lastLoaded, isError, error, refetch, isFetching } = usePendingEngineersPage(
    { page, pageSize: APPLICATIONS_PAGE_SIZE, search: term },
    { skip: tooLong },
  );
  // While another page loads, the page count stays that of the page loaded last.
  const pageCount = usePageCount(page, setPage, applications?.total ?? lastLoaded?.total, APPLICATIONS_PAGE_SIZE);

  let body: ReactNode;
  if (tooLong) {
    body = null;
  } else if (applications) {
    let empty = page > 1 ? 'No more applications on this page.' : 'All engineer applications have been reviewed.';
    if (term && page === 1) empty = `No pending application matches “${isolateText(term)}”.`;
    body =
      applications.engineers.length === 0 ? (
        <EmptyNote icon={UserCheck} title={term ? 'No matching applications' : 'No pending applications'}>
          {empty}
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
      <ApplicationSearch
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {body}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={isFetching || !applications} />
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
