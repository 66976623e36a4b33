/** What a server-paged list is asked for: ?page= (from 1) and ?pageSize=. */
export interface PageParams {
  page: number;
  pageSize: number;
}

/** The paging members of a server's page: the page and its size as read, and the count over all pages. */
export interface PageInfo extends PageParams {
  total: number;
}

/** The X-Total-Count header as a number; the page length when the header is missing or garbled. */
export function totalFromHeader(header: string | null | undefined, fallback: number): number {
  if (header == null || header.trim() === '') return fallback;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}

/** Pages for a total count; at least one so 'Page 1 of 1' reads right when empty. */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The query string of a searched, paged list: the search (unless blank), the filters that are set, page and pageSize. */
export function pagedListQuery(
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
  filters: Record<string, string | null>,
): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  for (const [key, value] of Object.entries(filters)) {
    if (value) query.set(key, value);
  }
  query.set('page', String(page));
  query.set('pageSize', String(pageSize));
  return query.toString();
}
