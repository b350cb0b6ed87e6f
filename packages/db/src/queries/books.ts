import { sql } from 'kysely';
import type { BookGenre } from '../constants';
import type { Db } from '../client';
import type { BookUpdate, NewBook } from '../tables/books';

const FOREIGN_KEY_VIOLATION = '23503';

/** Books of the catalogue, newest first, optionally of one genre. */
export function listBooks(db: Db, filter: { genre?: BookGenre } = {}) {
  let query = db.selectFrom('books').selectAll();
  if (filter.genre) query = query.where('genre', '=', filter.genre);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export function findBookById(db: Db, id: number) {
  return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds a book to the catalogue; the table fills the defaults (1 available, blue cover). */
export function createBook(db: Db, book: NewBook) {
  return db.insertInto('books').values(book).returningAll().executeTakeFirstOrThrow();
}

/** Changes the given fields of a book; resolves undefined when there is no such book. */
export function updateBook(db: Db, id: number, changes: Omit<BookUpdate, 'id' | 'createdAt'>) {
  return db
    .updateTable('books')
    .set({ ...changes, updatedAt: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes a book. Resolves `deleted`, `missing`, or `has-loans` when loan records still point
 * at it (the foreign key refuses, so the history of who borrowed it is never lost).
 */
export async function deleteBook(db: Db, id: number): Promise<'deleted' | 'missing' | 'has-loans'> {
  try {
    const row = await db
      .deleteFrom('books')
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row ? 'deleted' : 'missing';
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return 'has-loans';
    throw error;
  }
}
