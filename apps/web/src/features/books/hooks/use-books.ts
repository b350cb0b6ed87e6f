import type { BookGenre } from '@app/api-contract/schemas/books';
import { joinPages, useMorePages } from '../../../lib/more-pages';
import { trpc } from '../../../lib/trpc';

/** Books a "Show more" adds. */
export const BOOKS_PAGE_SIZE = 24;

/**
 * The collection a page more at a time, narrowed on the server to one genre and to titles or
 * authors containing `q` (blank: no search).
 */
export function useBooks(genre: BookGenre | 'all', q: string) {
  const filter = { ...(genre === 'all' ? {} : { genre }), ...(q ? { q } : {}) };
  const { pages, more } = useMorePages(JSON.stringify(filter));
  const results = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, i) =>
      t.books.list({ ...filter, limit: BOOKS_PAGE_SIZE, offset: i * BOOKS_PAGE_SIZE }),
    ),
  );
  return { ...joinPages(results), more };
}
