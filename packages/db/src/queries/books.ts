import type { BookGenre } from '../constants';
import type { Db } from '../client';

/** Books of the catalogue, newest first, optionally of one genre. */
export function listBooks(db: Db, filter: { genre?: BookGenre } = {}) {
  let query = db.selectFrom('books').selectAll();
  if (filter.genre) query = query.where('genre', '=', filter.genre);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}
