import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { keptUntilChange } from '../changes';
import type { Db } from '../client';
import { genreOfCategory, UNKNOWN_AUTHOR, type BookGenre } from '../constants';
import type { Database } from '../schema';
import type { Book, BookUpdate, NewBook } from '../tables/books';
import { containsText, substringSearch } from './contains';
import { indexedPage, type ListPage, type PageRequest } from './paging';
import { bookCreatedData, emitWebhookEvent } from './webhook-events';

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
  'isbn',
  'coverUrl',
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
    // A search's total, kept while the collection is unchanged (its next pages ask again).
    const key = JSON.stringify(['books-search', filter.genre ?? '', substringSearch(filter.q)]);
    return keptUntilChange(
      db,
      key,
      async () => {
        const row = await db
          .selectFrom('books')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(bookMatches(filter))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      },
      ['books'],
    );
  }
  let query = db
    .selectFrom('bookCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'));
  if (filter.genre) query = query.where('genre', '=', filter.genre);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * Books with what their scanned copies say: `copyCount` (copies in circulation, verified or
 * on loan) and `onShelf`, the copies on the shelf now, or the staff-typed `available` for a
 * title with no scanned copies (docs/decisions/0022).
 */
function booksWithCopies(db: Db) {
  return db
    .selectFrom('books')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('bookInventory')
          .select((c) => [
            'bookId',
            c.fn.countAll<number>().as('copies'),
            c.fn.countAll<number>().filterWhere('status', '=', 'VERIFIED').as('shelved'),
          ])
          .where('bookId', 'is not', null)
          .where('status', 'in', ['VERIFIED', 'ON_LOAN', 'ON_HOLD'])
          .groupBy('bookId')
          .as('copies'),
      (join) => join.onRef('copies.bookId', '=', 'books.id'),
    )
    .selectAll('books')
    .select((eb) => [
      eb.fn.coalesce('copies.copies', sql<number>`0`).as('copyCount'),
      eb
        .case()
        .when('copies.copies', '>', 0)
        .then(eb.ref('copies.shelved'))
        .else(eb.ref('books.available'))
        .end()
        .$castTo<number>()
        .as('onShelf'),
    ]);
}

/** A title as the public collection lists it: with its copies (see {@link booksWithCopies}). */
export type ShelvedBook = Book & { copyCount: number; onShelf: number };

/**
 * A page of the collection, newest first, optionally of one genre and matching a search, each
 * title with its copies: the page is read from the list's index, then the copies of the page's
 * titles are counted (one grouped read of `book_inventory_book_idx`).
 */
export async function listBooks(db: Db, filter: BookFilter): Promise<ListPage<ShelvedBook>> {
  const page = await indexedPage<Book, 'books', 'createdAt' | 'id'>(
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
  return { ...page, items: await withCopies(db, page.items) };
}

/** `copyCount` and `onShelf` of each title, as {@link booksWithCopies} says them. */
async function withCopies(db: Db, books: Book[]): Promise<ShelvedBook[]> {
  if (books.length === 0) return [];
  const counts = await db
    .selectFrom('bookInventory')
    .select((c) => [
      'bookId',
      c.fn.countAll<number>().as('copies'),
      c.fn.countAll<number>().filterWhere('status', '=', 'VERIFIED').as('shelved'),
    ])
    .where(
      'bookId',
      'in',
      books.map((book) => book.id),
    )
    .where('status', 'in', ['VERIFIED', 'ON_LOAN', 'ON_HOLD'])
    .groupBy('bookId')
    .execute();
  const byTitle = new Map(counts.map((row) => [row.bookId, row]));
  return books.map((book) => {
    const copies = byTitle.get(book.id);
    const copyCount = Number(copies?.copies ?? 0);
    return {
      ...book,
      copyCount,
      onShelf: copyCount > 0 ? Number(copies!.shelved) : book.available,
    };
  });
}

export function findBookById(db: Db, id: number) {
  return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A title of the public collection with its copies per branch (branches with none left out). */
export async function findBookWithCopies(db: Db, id: number) {
  const book = await booksWithCopies(db).where('books.id', '=', id).executeTakeFirst();
  if (!book) return undefined;
  const branches = await db
    .selectFrom('bookInventory')
    .innerJoin('branches', 'branches.id', 'bookInventory.branchId')
    .select((eb) => [
      'branches.id as branchId',
      'branches.name',
      'branches.nameTa',
      'branches.nameSi',
      eb.fn.countAll<number>().filterWhere('bookInventory.status', '=', 'VERIFIED').as('onShelf'),
      // Out: lent, or set aside on the hold shelf for a member who reserved it.
      eb.fn
        .countAll<number>()
        .filterWhere('bookInventory.status', 'in', ['ON_LOAN', 'ON_HOLD'])
        .as('onLoan'),
    ])
    .where('bookInventory.bookId', '=', id)
    .where('bookInventory.status', 'in', ['VERIFIED', 'ON_LOAN', 'ON_HOLD'])
    .groupBy(['branches.id', 'branches.name', 'branches.nameTa', 'branches.nameSi'])
    .orderBy((eb) => eb.case().when('branches.id', '=', 'JPL').then(0).else(1).end())
    .orderBy('branches.name')
    .execute();
  return { ...book, branches };
}

/** The copy fields a title is made from. */
export interface TitleSource {
  id: number;
  title: string;
  author: string | null;
  isbn: string | null;
  category: string | null;
  description: string | null;
  language: string | null;
}

/** The books table's language names for a copy's ISO 639-1 code (English when unknown). */
const LANGUAGE_NAMES: Record<string, string> = { ta: 'Tamil', si: 'Sinhala', en: 'English' };

/**
 * Puts a copy in the public collection (docs/decisions/0022): on the title with its ISBN, else
 * on a title of the same name and author that has no ISBN yet (a title staff typed before the
 * copies were scanned), else on a new title made from the copy: genre from its category
 * (`genre` overrides; fiction when neither says), language, and `coverUrl` when the site
 * fetched one. A transaction-level advisory lock per ISBN (or per name) keeps two copies
 * verified at once from making two titles. Call it inside the transaction that verifies or
 * lends the copy; `created` is the title made here, if one was (the caller's audit entry
 * `books.create` is drafted from it; the webhooks are told here, `book.created`).
 */
export async function attachCopyToTitle(
  trx: Kysely<Database>,
  copy: TitleSource,
  options: { genre?: BookGenre | null; coverUrl?: string | null; now: Date },
): Promise<{ bookId: number; created: Book | null }> {
  const author = copy.author?.trim() || UNKNOWN_AUTHOR;
  const sameName = (eb: ExpressionBuilder<Database, 'books'>) =>
    eb.and([
      eb(sql`lower(btrim(title))`, '=', copy.title.trim().toLowerCase()),
      eb(sql`lower(btrim(author))`, '=', author.toLowerCase()),
      eb('isbn', 'is', null),
    ]);
  const lockKey = copy.isbn
    ? `books:isbn:${copy.isbn}`
    : `books:name:${copy.title.trim().toLowerCase()}|${author.toLowerCase()}`;
  await sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(trx);
  let book = copy.isbn
    ? await trx
        .selectFrom('books')
        .select(['id', 'isbn', 'coverUrl'])
        .where('isbn', '=', copy.isbn)
        .executeTakeFirst()
    : undefined;
  book ??= await trx
    .selectFrom('books')
    .select(['id', 'isbn', 'coverUrl'])
    .where(sameName)
    .orderBy('id')
    .executeTakeFirst();
  let created: Book | null = null;
  if (book) {
    const fill: BookUpdate = {};
    if (!book.isbn && copy.isbn) fill.isbn = copy.isbn;
    if (!book.coverUrl && options.coverUrl) fill.coverUrl = options.coverUrl;
    if (Object.keys(fill).length) {
      await trx
        .updateTable('books')
        .set({ ...fill, updatedAt: options.now })
        .where('id', '=', book.id)
        .execute();
    }
  } else {
    const row = await trx
      .insertInto('books')
      .values({
        title: copy.title.trim(),
        author,
        genre: options.genre ?? genreOfCategory(copy.category) ?? 'fiction',
        description: copy.description,
        language: LANGUAGE_NAMES[copy.language ?? ''] ?? 'English',
        isbn: copy.isbn,
        coverUrl: options.coverUrl ?? null,
        // Availability is counted from the copies from now on.
        available: 0,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await emitWebhookEvent(trx, 'book.created', bookCreatedData(row), options.now);
    book = row;
    created = row;
  }
  await trx
    .updateTable('bookInventory')
    .set({ bookId: book.id })
    .where('id', '=', copy.id)
    .execute();
  return { bookId: book.id, created };
}

/** Whether a title already has a cover (then none is fetched for another copy of it). */
export async function titleHasCover(db: Db, isbn: string): Promise<boolean> {
  const row = await db
    .selectFrom('books')
    .select('coverUrl')
    .where('isbn', '=', isbn)
    .executeTakeFirst();
  return Boolean(row?.coverUrl);
}

/** Adds a book to the collection; the table fills the defaults (1 available, blue cover). */
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
