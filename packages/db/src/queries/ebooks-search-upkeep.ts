import { sql } from 'kysely';
import type { Db } from '../client';
import { ebookSearchDocument, type EbookSearchDocument } from '../ebooks-search/terms';
import { SEARCHED_FIELDS, searchVectorOf } from './ebooks';

/*
 * The e-books' search columns and indexes kept up: written for rows that lack them (before a
 * search, and at seeding) and vacuumed after a bulk load. The search itself is in
 * `ebooks-search.ts`.
 */

/** Folds pending GIN entries into the indexes and refreshes the planner's statistics. */
export async function vacuumEbooks(db: Db): Promise<void> {
  await sql`vacuum (analyze) ebooks`.execute(db);
}

const PENDING_CHECK_INTERVAL_MS = 5_000;
const pendingCheckedAt = new WeakMap<Db, number>();

/**
 * Fills missing search columns before a search, looking for them at most every few seconds
 * per pool: a row written by code that skipped them is findable within seconds.
 */
export async function fillPendingSearchColumns(db: Db, tx: Db): Promise<void> {
  const checkedAt = pendingCheckedAt.get(db);
  if (checkedAt !== undefined && Date.now() - checkedAt < PENDING_CHECK_INTERVAL_MS) return;
  if (await hasPendingSearchColumns(tx)) await backfillEbookSearch(tx);
  pendingCheckedAt.set(db, Date.now());
}

/** True when some e-book lacks its search columns (written by code that skipped them). */
async function hasPendingSearchColumns(db: Db): Promise<boolean> {
  const row = await sql<{ pending: boolean }>`
    select exists (
      select 1 from ebooks where search_key is null or search_vector is null
    ) as pending`.execute(db);
  return row.rows[0]?.pending ?? false;
}

const BACKFILL_BATCH = 500;

/**
 * Computes the search columns of every e-book that lacks them (rows from before search
 * existed, or written by code that bypassed `insertEbook`/`updateEbook`). No migration:
 * romanisation lives in TypeScript. Safe to run at any time and from several processes.
 * Resolves how many rows it filled.
 */
export async function backfillEbookSearch(db: Db): Promise<number> {
  let filled = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('ebooks')
      .select(['id', ...SEARCHED_FIELDS])
      .where((eb) => eb.or([eb('searchKey', 'is', null), eb('searchVector', 'is', null)]))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (!rows.length) return filled;
    afterId = rows.at(-1)!.id;
    const docs: (EbookSearchDocument & { id: number })[] = rows.map((row) => ({
      id: row.id,
      ...ebookSearchDocument(row),
    }));
    const column = <K extends keyof EbookSearchDocument | 'id'>(key: K) =>
      docs.map((doc) => doc[key]);
    const result = await sql`
      update ebooks as e
      set search_key = v.key,
          search_vector = ${searchVectorOf({
            title: sql.ref('v.title'),
            author: sql.ref('v.author'),
            tags: sql.ref('v.tags'),
            description: sql.ref('v.description'),
          })}
      from unnest(
        ${column('id')}::int[], ${column('key')}::text[], ${column('title')}::text[],
        ${column('author')}::text[], ${column('tags')}::text[], ${column('description')}::text[]
      ) as v(id, key, title, author, tags, description)
      where e.id = v.id and (e.search_key is null or e.search_vector is null)`.execute(db);
    filled += Number(result.numAffectedRows ?? 0);
  }
}
