import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Disables both buttons, e.g. while the next page loads. */
  disabled?: boolean;
}

/** Previous / 'Page n of m' / Next for a server-paged list. */
export function Pagination({ page, pageCount, onPageChange, disabled = false }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-4">
      <Button variant="outline" onClick={() => onPageChange(Math.max(1, page - 1))} disabled={page <= 1 || disabled}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
      </Button>
      <span className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" onClick={() => onPageChange(Math.min(pageCount, page + 1))} disabled={page >= pageCount || disabled}>
        Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
