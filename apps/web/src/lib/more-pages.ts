import type { Page } from '@app/api-contract/schemas/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A list shown a page more at a time ("Show more"), for lists that are not a page of their own
 * (the home page's books and events, the scanner's history): how many pages to show, and a
 * way to show one more; back to one page whenever `key` (the filters) changes.
 */
export function useMorePages(key: string): { pages: number; more: () => void } {
  const [state, setState] = useState({ key, pages: 1 });
  const pages = state.key === key ? state.pages : 1;
  return { pages, more: () => setState({ key, pages: pages + 1 }) };
}

/** The pages read so far, as one list: their rows in order, the total, and what is going on. */
export function joinPages<T>(results: UseQueryResult<Page<T>, unknown>[]) {
  const first = results[0];
  const items = results.flatMap((result) => result.data?.items ?? []);
  const total = first?.data?.total ?? 0;
  return {
    items,
    total,
    /** The first page has not arrived yet. */
    isPending: !first?.data && !first?.isError,
    isError: Boolean(first?.isError),
    /** A further page is on its way. */
    loadingMore: results.slice(1).some((result) => result.isPending),
    hasMore: items.length < total && results.every((result) => result.data),
    refetch: () => first?.refetch(),
  };
}
