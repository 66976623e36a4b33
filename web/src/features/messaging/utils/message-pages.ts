import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import type { ChatMessage } from '../types';

/** The largest page a history endpoint gives (GET /api/projects/{id}/messages, /api/direct-conversations/{id}/messages). */
export const PAGE_LIMIT = 200;
/**
 * A refetch starts this many messages before the last one held. Two messaging instances may commit messages out of
 * id order (a lower id a moment after a higher one), so the last id seen is not proof that nothing older is still to
 * come; the overlap is merged away by id.
 */
const CATCH_UP_OVERLAP = 20;

type PageResult = { data?: unknown; error?: FetchBaseQueryError };
/** What a history query's queryFn answers. */
export type HistoryResult = { data: ChatMessage[] } | { error: FetchBaseQueryError };

/**
 * Every message of a history after those held (all of it when none are), page by page: a refetch after a reconnect
 * costs one small request.
 */
export async function fetchMessagesAfter(
  path: string,
  held: readonly ChatMessage[] | undefined,
  baseQuery: (url: string) => PageResult | PromiseLike<PageResult>,
): Promise<HistoryResult> {
  const fetched: ChatMessage[] = [];
  let after = held?.at(-1 - CATCH_UP_OVERLAP)?.id;
  for (;;) {
    const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
    if (after !== undefined) query.set('after', String(after));
    const result = await baseQuery(`${path}?${query}`);
    if (result.error) return { error: result.error };
    const page = result.data as ChatMessage[];
    fetched.push(...page);
    if (page.length < PAGE_LIMIT) return { data: fetched };
    after = page[page.length - 1].id;
  }
}
