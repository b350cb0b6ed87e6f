import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { inTransaction, type Db } from '../client';
import type { EbookFormat, EbookGenre, EbookLanguage } from '../constants';
import { ebookSearchDocument, type EbookSearchSource } from '../ebooks-search/terms';
import type { Database } from '../schema';
import type { Ebook, EbookUpdate, NewEbook } from '../tables/ebooks';
import { indexedPage, type ListOrder, type ListPage, type PageRequest } from './paging';

/**
 * Every column an e-book is sent with: all but the search columns, which are the database's
 * own business (select these, never `selectAll()`, when answering a client).
 */
export const EBOOK_COLUMNS = [
  'id',
  'title',
  'author',
  'genre',
  'fileUrl',
  'description',
  'language',
  'isbn',
  'publisher',
  'publicationYear',
  'fileFormat',
  'fileSize',
  'coverImageUrl',
  'totalPages',
  'isPublicDomain',
  'downloadCount',
  'rating',
  'tags',
  'isFeatured',
  'isActive',
  'source',
  'sourceId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Ebook)[];

// Fails to compile when a column is added to the table but not to the list above.
const everyColumnListed: Exclude<keyof Ebook, (typeof EBOOK_COLUMNS)[number]> extends never
  ? true
  : false = true;
void everyColumnListed;

export type EbookPage = PageRequest;

export interface EbookFilter extends EbookPage {
  genre?: EbookGenre;
  language?: EbookLanguage;
}

type Text = Expression<string> | string;

function weighted(text: Text, weight: 'A' | 'B' | 'C' | 'D') {
  return sql`setweight(to_tsvector('simple'::regconfig, ${text}::text), ${sql.lit(weight)})`;
}

/** The stored vector: title (A), author (B), tags (C), description (D). */
export function searchVectorOf(doc: Record<'title' | 'author' | 'tags' | 'description', Text>) {
  return sql<string>`${weighted(doc.title, 'A')} || ${weighted(doc.author, 'B')} || ${weighted(doc.tags, 'C')} || ${weighted(doc.description, 'D')}`;
}

/** The search columns of a row with these fields. */
function searchColumns(source: EbookSearchSource) {
  const doc = ebookSearchDocument(source);
  return { searchKey: doc.key, searchVector: searchVectorOf(doc) };
}

type EbookOrderColumn = 'createdAt' | 'downloadCount' | 'id';
type EbookOrder = ListOrder<EbookOrderColumn>;

const NEWEST: EbookOrder = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
];
const MOST_DOWNLOADED: EbookOrder = [
  ['downloadCount', 'desc'],
  ['createdAt', 'desc'],
  ['id', 'desc'],
];

/** What a list of e-books may be narrowed to; each part absent means no filter. */
export interface EbookListFilter {
  genre?: EbookGenre;
  language?: EbookLanguage;
  /** true: active books only (what readers see); false: hidden ones only. */
  active?: boolean;
  featured?: boolean;
}

/**
 * The filter as a condition on `ebooks`, or on `ebook_counts` (which has the same four
 * columns, one row per combination of them).
 */
function matching<T extends 'ebooks' | 'ebookCounts'>(
  filter: EbookListFilter,
): (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool> {
  return (builder) => {
    const eb = builder as unknown as ExpressionBuilder<Database, 'ebooks'>;
    return eb.and([
      ...(filter.active !== undefined ? [eb('isActive', '=', filter.active)] : []),
      ...(filter.featured !== undefined ? [eb('isFeatured', '=', filter.featured)] : []),
      ...(filter.genre ? [eb('genre', '=', filter.genre)] : []),
      ...(filter.language ? [eb('language', '=', filter.language)] : []),
    ]);
  };
}

/** How many e-books `filter` selects, from the list-count table (no row is read). */
export async function countEbooks(db: Db, filter: EbookListFilter): Promise<number> {
  const row = await db
    .selectFrom('ebookCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many active e-books there are of one genre in one language. */
export interface EbookTally {
  genre: EbookGenre;
  language: EbookLanguage;
  total: number;
}

/**
 * Active e-books counted for every genre and language at once, from the list-count table (a
 * few dozen rows, no e-book read): what a catalogue's facets show beside each choice.
 */
export async function tallyActiveEbooks(db: Db): Promise<EbookTally[]> {
  const rows = await db
    .selectFrom('ebookCounts')
    .select(['genre', 'language', (eb) => eb.fn.sum<number>('n').as('total')])
    .where(matching({ active: true }))
    .groupBy(['genre', 'language'])
    .execute();
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** A page of the e-books `filter` selects, in `order`, with their total. */
function ebookPage(
  db: Db,
  filter: EbookListFilter,
  order: EbookOrder,
  page: EbookPage,
): Promise<ListPage<Ebook>> {
  return indexedPage<Ebook, 'ebooks', EbookOrderColumn>(
    db,
    {
      table: 'ebooks',
      key: JSON.stringify(['ebooks', filter, order]),
      where: matching(filter),
      order,
      columns: EBOOK_COLUMNS,
      total: () => countEbooks(db, filter),
    },
    page,
  );
}

/** Active e-books, newest first, optionally of one genre and language. */
export function listEbooks(db: Db, filter: EbookFilter): Promise<ListPage<Ebook>> {
  const { genre, language } = filter;
  return ebookPage(db, { active: true, genre, language }, NEWEST, filter);
}

/** Active featured e-books, newest first. */
export function listFeaturedEbooks(db: Db, page: EbookPage): Promise<ListPage<Ebook>> {
  return ebookPage(db, { active: true, featured: true }, NEWEST, page);
}

/** Active e-books, most downloaded first (newest first among equals). */
export function listPopularEbooks(db: Db, page: EbookPage): Promise<ListPage<Ebook>> {
  return ebookPage(db, { active: true }, MOST_DOWNLOADED, page);
}

/** Active e-books, most recently added first. */
export function listRecentEbooks(db: Db, page: EbookPage): Promise<ListPage<Ebook>> {
  return ebookPage(db, { active: true }, NEWEST, page);
}

/**
 * Every e-book, hidden ones included (the staff dashboard), newest first, optionally of one
 * genre, language and state (`active`).
 */
export function listAllEbooks(
  db: Db,
  filter: EbookPage & Omit<EbookListFilter, 'featured'>,
): Promise<ListPage<Ebook>> {
  const { genre, language, active } = filter;
  return ebookPage(db, { genre, language, active }, NEWEST, filter);
}

/** One e-book whatever its state; the caller decides who may see an inactive one. */
export function findEbookById(db: Db, id: number): Promise<Ebook | undefined> {
  return db.selectFrom('ebooks').select(EBOOK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertEbook(db: Db, ebook: NewEbook): Promise<Ebook> {
  return db
    .insertInto('ebooks')
    .values({ ...ebook, ...searchColumns(ebook) })
    .returning(EBOOK_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Adds an e-book from a catalogue unless that catalogue's book is already here (the pair
 * `source`, `sourceId` is unique); answers the row either way.
 */
export async function insertEbookIfNew(
  db: Db,
  ebook: NewEbook & { source: string; sourceId: string },
): Promise<{ ebook: Ebook; created: boolean }> {
  const created = await db
    .insertInto('ebooks')
    .values({ ...ebook, ...searchColumns(ebook) })
    .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
    .returning(EBOOK_COLUMNS)
    .executeTakeFirst();
  if (created) return { ebook: created, created: true };
  const existing = await db
    .selectFrom('ebooks')
    .select(EBOOK_COLUMNS)
    .where('source', '=', ebook.source)
    .where('sourceId', '=', ebook.sourceId)
    .executeTakeFirstOrThrow();
  return { ebook: existing, created: false };
}

const INSERT_BATCH = 500;

/**
 * Adds many e-books with their search columns, in batches; rows whose (source, sourceId) is
 * already present are skipped. Resolves how many were added.
 */
export async function insertEbooks(db: Db, ebooks: readonly NewEbook[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < ebooks.length; start += INSERT_BATCH) {
    const batch = ebooks.slice(start, start + INSERT_BATCH);
    const rows = await db
      .insertInto('ebooks')
      .values(batch.map((ebook) => ({ ...ebook, ...searchColumns(ebook) })))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning('id')
      .execute();
    added += rows.length;
  }
  return added;
}

export const SEARCHED_FIELDS = ['title', 'author', 'description', 'tags'] as const;

/**
 * Changes the given fields; the search columns follow when a searched field changes.
 * Resolves undefined when there is no such e-book.
 */
export async function updateEbook(
  db: Db,
  id: number,
  changes: Omit<EbookUpdate, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<Ebook | undefined> {
  const searchChanged = SEARCHED_FIELDS.some((field) => changes[field] !== undefined);
  if (!searchChanged) {
    return db
      .updateTable('ebooks')
      .set({ ...changes, updatedAt: sql`now()` })
      .where('id', '=', id)
      .returning(EBOOK_COLUMNS)
      .executeTakeFirst();
  }
  return inTransaction(db, async (tx) => {
    const current = await tx
      .selectFrom('ebooks')
      .select(SEARCHED_FIELDS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const merged: EbookSearchSource = {
      title: changes.title ?? current.title,
      author: changes.author ?? current.author,
      description: changes.description !== undefined ? changes.description : current.description,
      tags: changes.tags ?? current.tags,
    };
    return tx
      .updateTable('ebooks')
      .set({ ...changes, ...searchColumns(merged), updatedAt: sql`now()` })
      .where('id', '=', id)
      .returning(EBOOK_COLUMNS)
      .executeTakeFirst();
  });
}

/** Deletes an e-book (its downloads and reading sessions go with it); false when missing. */
export async function deleteEbook(db: Db, id: number): Promise<boolean> {
  const row = await db.deleteFrom('ebooks').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

export interface EbookDownloadRecord {
  ebookId: number;
  userId: string | null;
  ipAddress: string | null;
  device: string | null;
  userAgent: string | null;
}

/**
 * Counts a download of an active e-book and logs who made it, in one statement: the counter
 * is incremented by PostgreSQL (`download_count + 1` under the row lock), so simultaneous
 * downloads never lose one. Resolves undefined (and records nothing) for a missing or
 * inactive e-book.
 */
export async function recordEbookDownload(
  db: Db,
  download: EbookDownloadRecord,
): Promise<{ id: number; title: string; fileFormat: EbookFormat } | undefined> {
  const result = await sql<{ id: number; title: string; fileFormat: EbookFormat }>`
    with counted as (
      update ebooks set download_count = download_count + 1
      where id = ${download.ebookId} and is_active
      returning id, title, file_format
    ), logged as (
      insert into ebook_downloads (ebook_id, user_id, ip_address, device, user_agent)
      select id, ${download.userId}::uuid, ${download.ipAddress}, ${download.device},
             ${download.userAgent}
      from counted
    )
    select id, title, file_format from counted`.execute(db);
  return result.rows[0];
}

/**
 * Privacy housekeeping: downloads made before `before` forget who made them (IP address and
 * user agent); the count, the e-book, the kind of device and the day stay for the statistics.
 * Also a user agent kept without an address. Answers how many rows were cleared.
 */
export async function forgetDownloadClients(db: Db, before: Date): Promise<number> {
  const result = await db
    .updateTable('ebookDownloads')
    .set({ ipAddress: null, userAgent: null })
    .where('downloadedAt', '<', before)
    .where((eb) => eb.or([eb('ipAddress', 'is not', null), eb('userAgent', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * After a bulk load: folds the GIN indexes' pending entries into the indexes and refreshes
 * the planner's statistics, which autovacuum would otherwise do a minute or so later.
 */
