import type { BookGenre } from '@app/api-contract/schemas/books';
import { trpc } from '../../../lib/trpc';

/** Books of the catalogue, narrowed to one genre when one is chosen (the server filters). */
export function useBooks(genre: BookGenre | 'all') {
  return trpc.books.list.useQuery(genre === 'all' ? undefined : { genre });
}
