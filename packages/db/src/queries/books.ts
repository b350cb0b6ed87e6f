import { type ExpressionBuilder, sql } from 'kysely';
import type { BookGenre } from '../constants';
import { keptUntilChange } from '../changes';
import type { Db } from '../client';
import type { Database } from '../schema';
import type { Book, BookUpdate, NewBook } from '../tables/books';
import { containsText, substringSearch } from './contains';
import { indexedPage, type ListPage, type PageRequest } from './paging';

const FOREIGN_KEY_VIOLATION = '23503';

const BOOK_COLUMNS = [
  'id',
  'title',
  'author',
  'genre',
  'description',
  'available',
  'coverColor',
  'language',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Book)[];

export interface BookFilter extends PageRequest {
  genre?: BookGenre;
  /** Title or author contains this (ignoring case); see `substringSearch`. */
  q?: string;
}

function bookMatches(filter: BookFilter) {
  const text = substringSearch(filter.q);
  return (eb: ExpressionBuilder<Database, 'books'>) =>
    eb.and([
      ...(filter.genre ? [eb('genre', '=', filter.genre)] : []),
      ...(text
        ? [containsText(text, sql`title || ' ' || author`, [sql.ref('title'), sql.ref('author')])]
        : []),
    ]);
}

/** How many books the filter selects: from the list-count table unless searching. */
async function countBooks(db: Db, filter: BookFilter): Promise<number> {
  if (substringSearch(filter.q)) {
    // A search's total, kept while the catalogue is unchanged (its next pages ask again).
    const key = JSON.stringify(['books-search', filter.genre ?? '', substringSearch(filter.q)]);
    return keptUntilChange(db, key, async () => {
      const row = await db
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(bookMatches(filter))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    });
  }
  let query = db
    .selectFrom('bookCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'));
  if (filter.genre) query = query.where('genre', '=', filter.genre);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** A page of the catalogue, newest first, optionally of one genre and matching a search. */
export function listBooks(db: Db, filter: BookFilter): Promise<ListPage<Book>> {
  return indexedPage<Book, 'books', 'createdAt' | 'id'>(
    db,
    {
      table: 'books',
      key: JSON.stringify(['books', filter.genre ?? '', substringSearch(filter.q) ?? '']),
      where: bookMatches(filter),
      order: [
        ['createdAt', 'desc'],
        ['id', 'desc'],
      ],
      columns: BOOK_COLUMNS,
      total: () => countBooks(db, filter),
    },
    filter,
  );
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
