import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { totalPages } from '@/lib/pagination';

import { Button } from './button';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { Pagination } from './pagination';

export interface SearchResultsProps {
  /** What is listed, singular: 'project' gives '3 projects found', 'Loading projects' and "We couldn't load projects". */
  noun: string;
  /** The server's total; undefined until a page has arrived. */
  total: number | undefined;
  /** The items on this page; undefined until a page has arrived. */
  count: number | undefined;
  fetching: boolean;
  failed: boolean;
  error: unknown;
  onRetry: () => void;
  /** Placeholders shaped like the list, and the classes that lay them out. */
  skeleton: ReactNode;
  skeletonClassName: string;
  /** Shown for a page without items. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The list of this page's items. */
  children: ReactNode;
}

/** A server-searched, paged list: the live result count, then the error, the skeleton, the empty state or the list, and the pager. */
export function SearchResults({ noun, total, count, fetching, failed, error, onRetry, skeleton, skeletonClassName, empty, page, pageSize, onPageChange, children }: SearchResultsProps) {
  const plural = `${noun}s`;
  let countText = `Searching ${plural}…`;
  if (total !== undefined && !fetching) countText = `${total} ${total === 1 ? noun : plural} found`;
  else if (failed) countText = '';

  let body;
  if (failed && !fetching) {
    body = <ErrorState layout="card" title={`We couldn't load ${plural}`} error={error} onRetry={onRetry} />;
  } else if (fetching || count === undefined) {
    body = (
      <LoadingState label={`Loading ${plural}`} className={skeletonClassName}>
        {skeleton}
      </LoadingState>
    );
  } else {
    body = count === 0 ? empty : children;
  }

  return (
    <>
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {countText}
      </p>
      <div className="mt-4">{body}</div>
      {total !== undefined && total > pageSize ? (
        <Pagination page={page} pageCount={totalPages(total, pageSize)} onPageChange={onPageChange} disabled={fetching} />
      ) : null}
    </>
  );
}

/** The filter bar's reset button; disabled while no filter is set. */
export function ClearFiltersButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button variant="outline" className="h-11" onClick={onClick} disabled={disabled}>
      <X aria-hidden="true" className="h-4 w-4" /> Clear Filters
    </Button>
  );
}
