import { X } from 'lucide-react';
import type { Key, ReactNode } from 'react';

import { totalPages } from '@/lib/pagination';
import { plural, pluralWord } from '@/lib/plural';

import { Button } from './button';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { Pagination } from './pagination';

/** The state of the page's query, as RTK Query reports it. */
export interface SearchQueryState {
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface SearchResultsProps<Item> {
  /** What is listed, singular: 'project' gives '3 projects found', 'Loading projects' and "We couldn't load projects". */
  noun: string;
  /** The accessible name of the list, e.g. 'Open projects'. */
  label: string;
  /** The grid classes of both the list and its skeleton. */
  gridClassName: string;
  query: SearchQueryState;
  /** The server's total; undefined until a page has arrived. */
  total: number | undefined;
  /** The items on this page; undefined until a page has arrived. */
  items: readonly Item[] | undefined;
  itemKey: (item: Item) => Key;
  /** The card of one item; each is put in a list item of the grid. */
  renderItem: (item: Item) => ReactNode;
  /** Placeholders shaped like the list's cards. */
  skeleton: ReactNode;
  /** Shown for a page without items. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** A server-searched, paged grid of cards: the live result count, then the error, the skeleton, the empty state or the list, and the pager. */
export function SearchResults<Item>({ noun, label, gridClassName, query, total, items, itemKey, renderItem, skeleton, empty, page, pageSize, onPageChange }: SearchResultsProps<Item>) {
  const { isFetching: fetching, isError: failed, error, refetch } = query;
  const nouns = pluralWord(2, noun);
  let countText = `Searching ${nouns}…`;
  if (total !== undefined && !fetching) countText = `${plural(total, noun)} found`;
  else if (failed) countText = '';

  let body;
  if (failed && !fetching) {
    body = <ErrorState layout="card" title={`We couldn't load ${nouns}`} error={error} onRetry={() => void refetch()} />;
  } else if (fetching || items === undefined) {
    body = (
      <LoadingState label={`Loading ${nouns}`} className={gridClassName}>
        {skeleton}
      </LoadingState>
    );
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <ul className={gridClassName} aria-label={label}>
        {items.map((item) => (
          // min-w-0: a card may shrink below its longest unbreakable run, so a narrow screen never scrolls sideways.
          <li key={itemKey(item)} className="min-w-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {/* The results' own heading keeps the cards' h3 titles in order under the page's h1. */}
      <h2 className="sr-only">{label}</h2>
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
