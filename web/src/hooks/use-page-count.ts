import { totalPages } from '@/lib/pagination';

/**
 * The page count of a server-paged list, for its pager: from the server's total (the page shown while none has
 * arrived yet). When the list shrinks under the page shown (its last item handled, resolved or approved meanwhile),
 * the page steps back to the new last page rather than stay on an empty page past the end.
 *
 * setPage must be the calling component's own state setter: it is called while that component renders (React then
 * renders it again at once, before anything shows).
 */
export function usePageCount(page: number, setPage: (page: number) => void, total: number | undefined, pageSize: number): number {
  const pageCount = total === undefined ? page : totalPages(total, pageSize);
  if (page > pageCount) setPage(pageCount);
  return pageCount;
}
