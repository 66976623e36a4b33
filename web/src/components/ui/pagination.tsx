import { ChevronLeft, ChevronRight } from 'lucide-react';

import { cn } from '@/lib/cn';

import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Disables both buttons, e.g. while the next page loads. */
  disabled?: boolean;
  /** The pager's accessible name; one of its own for each pager on a page (e.g. 'Disputes pages'). */
  label?: string;
  /** 'sm': small buttons close under the list, for a card. */
  size?: 'sm' | 'md';
}

/** Previous / 'Page n of m' / Next for a server-paged list (usePageCount keeps the page within the pages). */
export function Pagination({ page, pageCount, onPageChange, disabled = false, label = 'Pagination', size = 'md' }: PaginationProps) {
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center', size === 'sm' ? 'mt-4 gap-3' : 'mt-8 gap-4')}>
      <Button variant="outline" size={size} onClick={() => onPageChange(Math.max(1, page - 1))} disabled={page <= 1 || disabled}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
      </Button>
      <span className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size={size} onClick={() => onPageChange(Math.min(pageCount, page + 1))} disabled={page >= pageCount || disabled}>
        Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
