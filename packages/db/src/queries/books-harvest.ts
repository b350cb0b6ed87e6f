import { sql } from 'kysely';
import type { Db } from '../client';
import type { BookGenre } from '../constants';

/**
 * Which titles a harvest (OAI-PMH, decision 0051) asks for: changed at or after `from`, before
 * `before` (the harvest's `until` plus its granularity), in one genre or language.
 */
export interface HarvestFilter {
  from?: Date;
  before?: Date;
  genre?: BookGenre;
  /** As the books table writes it: 'Tamil', 'Sinhala', 'English'. */
  language?: string;
}

/** A title as a harvester sees it: its record, or a tombstone when it was deleted. */
export interface HarvestedTitle {
  id: number;
  deleted: boolean;
  /** When it last changed (or was deleted). */
  datestamp: Date;
  genre: BookGenre;
  language: string;
  record: HarvestedRecord | null;
}

export interface HarvestedRecord {
  title: string;
  author: string;
  description: string | null;
  isbn: string | null;
  createdAt: Date;
  /** From the title's first copy that names them (a title has no publisher of its own). */
  publisher: string | null;
  publicationYear: number | null;
}

/** The filter as a condition on `table`, whose datestamp is `stamp`. */
function matches(filter: HarvestFilter, table: 'books' | 'booksDeleted', stamp: string) {
  const at = sql.ref(`${table}.${stamp}`);
  const parts = [sql<boolean>`true`];
  if (filter.from) parts.push(sql<boolean>`${at} >= ${filter.from}`);
  if (filter.before) parts.push(sql<boolean>`${at} < ${filter.before}`);
  if (filter.genre) parts.push(sql<boolean>`${sql.ref(`${table}.genre`)} = ${filter.genre}`);
  if (filter.language) {
    parts.push(sql<boolean>`${sql.ref(`${table}.language`)} = ${filter.language}`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

function liveTitles(db: Db) {
  return db
    .selectFrom('books')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bookInventory')
          .select(['publisher', 'publicationYear'])
          .whereRef('bookInventory.bookId', '=', 'books.id')
          .where((w) =>
            w.or([w('publisher', 'is not', null), w('publicationYear', 'is not', null)]),
          )
          .orderBy('bookInventory.id')
          .limit(1)
          .as('copy'),
      (join) => join.onTrue(),
    )
    .select([
      'books.id',
      'books.updatedAt',
      'books.genre',
      'books.language',
      'books.title',
      'books.author',
      'books.description',
      'books.isbn',
      'books.createdAt',
      'copy.publisher',
      'copy.publicationYear',
    ]);
}

type LiveRow = Awaited<ReturnType<ReturnType<typeof liveTitles>['execute']>>[number];

function fromLive(row: LiveRow): HarvestedTitle {
  const { id, updatedAt, genre, language, ...record } = row;
  return { id, deleted: false, datestamp: updatedAt, genre, language, record };
}

function fromTombstone(row: { id: number; deletedAt: Date; genre: BookGenre; language: string }) {
  return {
    id: row.id,
    deleted: true,
    datestamp: row.deletedAt,
    genre: row.genre,
    language: row.language,
    record: null,
  } satisfies HarvestedTitle;
}

/**
 * Up to `limit` titles the filter selects whose id is above `afterId`, live and deleted, in id
 * order: a page of a harvest. Keyed on the id, so a title changed while a harvest pages is
 * neither skipped nor sent twice (decision 0051).
 */
export async function listHarvestedTitles(
  db: Db,
  filter: HarvestFilter,
  afterId: number,
  limit: number,
): Promise<HarvestedTitle[]> {
  const [live, deleted] = await Promise.all([
    liveTitles(db)
      .where(matches(filter, 'books', 'updatedAt'))
      .where('books.id', '>', afterId)
      .orderBy('books.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('booksDeleted')
      .selectAll()
      .where(matches(filter, 'booksDeleted', 'deletedAt'))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [...live.map(fromLive), ...deleted.map(fromTombstone)]
    .sort((a, b) => a.id - b.id)
    .slice(0, limit);
}

/** How many titles, live and deleted, the filter selects. */
export async function countHarvestedTitles(db: Db, filter: HarvestFilter): Promise<number> {
  const live = db
    .selectFrom('books')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(matches(filter, 'books', 'updatedAt'));
  const deleted = db
    .selectFrom('booksDeleted')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(matches(filter, 'booksDeleted', 'deletedAt'));
  const rows = await live.unionAll(deleted).execute();
  return rows.reduce((sum, row) => sum + Number(row.n), 0);
}

/** One title by id, live or deleted; undefined when there never was one. */
export async function findHarvestedTitle(db: Db, id: number): Promise<HarvestedTitle | undefined> {
  const live = await liveTitles(db).where('books.id', '=', id).executeTakeFirst();
  if (live) return fromLive(live);
  const deleted = await db
    .selectFrom('booksDeleted')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return deleted ? fromTombstone(deleted) : undefined;
}

/** The oldest datestamp a harvest can return; null when there is no title at all. */
export async function earliestHarvestDatestamp(db: Db): Promise<Date | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('books')
        .select((s) => s.fn.min('updatedAt').as('m'))
        .as('live'),
      eb
        .selectFrom('booksDeleted')
        .select((s) => s.fn.min('deletedAt').as('m'))
        .as('deleted'),
    ])
    .executeTakeFirstOrThrow();
  const dates = [row.live, row.deleted].filter((d): d is Date => d instanceof Date);
  return dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}
