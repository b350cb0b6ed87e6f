import { keepPreviousData } from '@tanstack/react-query';
import { offsetOf } from '../../../lib/search-params';
import { trpc } from '../../../lib/trpc';
import type { CollectionSearch } from '../collection-search';
import { CATALOGUE_PAGE_SIZE } from '../ebook';

/**
 * One page of the Digital Library: the filtered collection, or, when the search text is not
 * blank, the ranked search results (spec §4), still narrowed by the chosen filters. The
 * total is every match, not the page. While the next page loads, the last one stays.
 */
export function useEbookCollection(search: CollectionSearch) {
  const q = search.q?.trim() ?? '';
  const searching = q.length > 0;
  const input = {
    ...(search.genre ? { genre: search.genre } : {}),
    ...(search.language ? { language: search.language } : {}),
    limit: CATALOGUE_PAGE_SIZE,
    offset: offsetOf(search.page, CATALOGUE_PAGE_SIZE),
  };
  const options = { placeholderData: keepPreviousData };
  const list = trpc.ebooks.list.useQuery(input, { ...options, enabled: !searching });
  const found = trpc.ebooks.search.useQuery({ q, ...input }, { ...options, enabled: searching });
  return { searching, q, result: searching ? found : list };
}
