import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { filterInput, type GenreFilter, type LanguageFilter } from '../ebook';

/**
 * The Digital Library's list: the filtered catalogue, or, when the search text is not blank,
 * the ranked search results (spec §4), still narrowed by the chosen filters.
 */
export function useEbookCatalogue(query: string, genre: GenreFilter, language: LanguageFilter) {
  const q = query.trim();
  const searching = q.length > 0;
  const filters = filterInput(genre, language);
  const list = trpc.ebooks.list.useQuery(Object.keys(filters).length > 0 ? filters : undefined, {
    enabled: !searching,
  });
  const search = trpc.ebooks.search.useQuery(
    { q, ...filters },
    // While the reader types, the last results stay on screen instead of flashing skeletons.
    { enabled: searching, placeholderData: keepPreviousData },
  );
  return { searching, q, result: searching ? search : list };
}
