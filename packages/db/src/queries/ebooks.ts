import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../client';
import type { EbookFormat, EbookGenre, EbookLanguage } from '../constants';
import {
  ebookSearchDocument,
  ebookSearchQuery,
  entryShare,
  estimateMatchShare,
  tsqueryText,
  type EbookSearchDocument,
  type EbookSearchSource,
  type LexemeStatistics,
  type SearchGroup,
} from '../search/ebook-search';
import type { Ebook, EbookUpdate, NewEbook } from '../tables/ebooks';

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

export interface EbookPage {
  limit: number;
  offset?: number;
}

export interface EbookFilter extends EbookPage {
  genre?: EbookGenre;
  language?: EbookLanguage;
}

type Text = Expression<string> | string;

function weighted(text: Text, weight: 'A' | 'B' | 'C' | 'D') {
  return sql`setweight(to_tsvector('simple'::regconfig, ${text}::text), ${sql.lit(weight)})`;
}

/** The stored vector: title (A), author (B), tags (C), description (D). */
function searchVectorOf(doc: Record<'title' | 'author' | 'tags' | 'description', Text>) {
  return sql<string>`${weighted(doc.title, 'A')} || ${weighted(doc.author, 'B')} || ${weighted(doc.tags, 'C')} || ${weighted(doc.description, 'D')}`;
}

/** The search columns of a row with these fields. */
function searchColumns(source: EbookSearchSource) {
  const doc = ebookSearchDocument(source);
  return { searchKey: doc.key, searchVector: searchVectorOf(doc) };
}

function publicEbooks(db: Db) {
  return db.selectFrom('ebooks').select(EBOOK_COLUMNS).where('isActive', '=', true);
}

/** Active e-books, newest first, optionally of one genre and language. */
export function listEbooks(db: Db, filter: EbookFilter): Promise<Ebook[]> {
  let query = publicEbooks(db);
  if (filter.genre) query = query.where('genre', '=', filter.genre);
  if (filter.language) query = query.where('language', '=', filter.language);
  return query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

/** Active featured e-books, newest first. */
export function listFeaturedEbooks(db: Db, page: EbookPage): Promise<Ebook[]> {
  return publicEbooks(db)
    .where('isFeatured', '=', true)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
}

/** Active e-books, most downloaded first (newest first among equals). */
export function listPopularEbooks(db: Db, page: EbookPage): Promise<Ebook[]> {
  return publicEbooks(db)
    .orderBy('downloadCount', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
}

/** Active e-books, most recently added first. */
export function listRecentEbooks(db: Db, page: EbookPage): Promise<Ebook[]> {
  return publicEbooks(db)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
}

/** Every e-book, inactive ones included (the staff dashboard), newest first. */
export function listAllEbooks(db: Db, page: EbookPage): Promise<Ebook[]> {
  return db
    .selectFrom('ebooks')
    .select(EBOOK_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
}

/** One e-book whatever its state; the caller decides who may see an inactive one. */
export function findEbookById(db: Db, id: number): Promise<Ebook | undefined> {
  return db.selectFrom('ebooks').select(EBOOK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface EbookSearch extends EbookFilter {
  q: string;
}

/** Corrections tried per misspelt word, and how close (trigram similarity, 0–1) they must be. */
const SUGGESTIONS_PER_WORD = 3;
const SUGGESTION_MIN_SIMILARITY = 0.4;
/** Most rows the popularity walk may read (see `rankedPage`). */
const WALK_MAX_ROWS = 6000;
/**
 * Costs measured against a row read by the popularity walk: a match read and ranked through
 * the word index, and one entry of a word's list in that index.
 */
const INDEXED_MATCH_COST = 0.7;
const INDEX_ENTRY_COST = 0.07;
/** Shares of books of one genre (of eight) and one language (of three), for the estimate. */
const GENRE_SHARE = 1 / 8;
const LANGUAGE_SHARE = 1 / 3;
const STATISTICS_TTL_MS = 60_000;

interface WordStatistics extends LexemeStatistics {
  rows: number;
  loadedAt: number;
}
const statisticsCache = new WeakMap<Db, WordStatistics>();

/**
 * PostgreSQL's statistics of the word column (kept by ANALYZE and autovacuum): how many rows,
 * and the most common lexemes with their shares. Read once a minute per pool.
 */
async function wordStatistics(db: Db, tx: Db): Promise<WordStatistics> {
  const cached = statisticsCache.get(db);
  if (cached && Date.now() - cached.loadedAt < STATISTICS_TTL_MS) return cached;
  const { rows } = await sql<{
    rows: number;
    lexemes: string[] | null;
    frequencies: number[] | null;
  }>`
    select greatest(c.reltuples, 0)::float8 as rows,
           s.most_common_elems::text::text[] as lexemes,
           s.most_common_elem_freqs as frequencies
    from pg_class as c
    left join pg_stats as s
      on s.schemaname = c.relnamespace::regnamespace::text
     and s.tablename = c.relname and s.attname = 'search_vector'
    where c.oid = 'ebooks'::regclass`.execute(tx);
  const row = rows[0];
  const lexemes = row?.lexemes ?? [];
  const frequencies = row?.frequencies ?? [];
  const pairs = lexemes
    .map((lexeme, i) => [lexeme, frequencies[i] ?? 0] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const statistics: WordStatistics = {
    rows: row?.rows ?? 0,
    lexemes: pairs.map(([lexeme]) => lexeme),
    frequencies: pairs.map(([, frequency]) => frequency),
    loadedAt: Date.now(),
  };
  statisticsCache.set(db, statistics);
  return statistics;
}

interface Page {
  rows: Ebook[];
  /** How many books matched in all, when the page reached past the last of them. */
  matched?: number;
}

/**
 * One page (`offset`, `limit`) of the active e-books matching `groups` (and not `exclude`),
 * best first. Two ways, chosen from PostgreSQL's word statistics:
 *  - usually, all matches through the word index, ranked by `ts_rank` (title > author > tags
 *    > description), then downloads: the work grows with the number of matches;
 *  - for words so common that ranking every match would cost more than reading the most
 *    downloaded books in order until the page is full, those popular matches in order of
 *    downloads, each page ranked by `ts_rank` within itself (pages stay disjoint). The walk
 *    reads at most WALK_MAX_ROWS rows; when it falls short, the first way answers.
 */
async function rankedPage(
  db: Db,
  tx: Db,
  search: EbookSearch,
  groups: readonly SearchGroup[],
  rankBy: readonly SearchGroup[],
  offset: number,
  limit: number,
  exclude?: RawBuilder<unknown>,
): Promise<Page> {
  const tsquery = sql`to_tsquery('simple'::regconfig, ${tsqueryText(groups)})`;
  const ranking = sql`to_tsquery('simple'::regconfig, ${tsqueryText(rankBy)})`;
  const wanted = offset + limit;
  const matching = (alias: string) =>
    sql.join(
      [
        sql`${sql.ref(`${alias}.searchVector`)} @@ ${tsquery}`,
        ...(search.genre ? [sql`${sql.ref(`${alias}.genre`)} = ${search.genre}`] : []),
        ...(search.language ? [sql`${sql.ref(`${alias}.language`)} = ${search.language}`] : []),
        ...(exclude ? [sql`not (${sql.ref(`${alias}.searchVector`)} @@ ${exclude})`] : []),
      ],
      sql` and `,
    );
  // Both ways pick ids on narrow rows first, then read the page's books whole.
  const columns = sql.join(EBOOK_COLUMNS.map((column) => sql.ref(`e.${column}`)));

  const statistics = await wordStatistics(db, tx);
  const share = estimateMatchShare(groups, statistics);
  const filterShare = (search.genre ? GENRE_SHARE : 1) * (search.language ? LANGUAGE_SHARE : 1);
  const walkRows = wanted / Math.max(share * filterShare, 1e-9);
  const indexCost =
    statistics.rows *
    (share * INDEXED_MATCH_COST + entryShare(groups, statistics) * INDEX_ENTRY_COST);
  if (walkRows <= WALK_MAX_ROWS && walkRows < indexCost) {
    // Lazily: the walk stops as soon as the page is full.
    const { rows: walked } = await sql<Ebook & { searchRank: number }>`
      select ${columns}, ts_rank(w.search_vector, ${ranking}) as search_rank
      from (
        select id, download_count, genre, language, search_vector from ebooks
        where is_active
        order by download_count desc, id desc
        limit ${WALK_MAX_ROWS}
      ) as w
      join ebooks as e on e.id = w.id
      where ${matching('w')}
      order by w.download_count desc, w.id desc
      limit ${wanted}`.execute(tx);
    if (walked.length >= wanted) {
      const page = walked.slice(offset).sort((a, b) => b.searchRank - a.searchRank);
      return { rows: page.map(({ searchRank: _rank, ...ebook }) => ebook) };
    }
  }

  const { rows } = await sql<Ebook>`
    select ${columns}
    from (
      select id, download_count, ts_rank(search_vector, ${ranking}) as search_rank
      from ebooks as m
      where m.is_active and ${matching('m')}
      order by search_rank desc, download_count desc, id desc
      limit ${wanted}
    ) as m
    join ebooks as e on e.id = m.id
    order by m.search_rank desc, m.download_count desc, m.id desc`.execute(tx);
  return {
    rows: rows.slice(offset),
    matched: rows.length < wanted ? rows.length : undefined,
  };
}

/**
 * Active e-books matching `q`, best first, in up to two passes over the word index:
 *  1. every word of the query is among the book's words (the last word also as the start of
 *     one), compared natively or romanised (see `rankedPage` for the order);
 *  2. only when the first pass ran out before the page was full: each romanised query word
 *     may also be one of its closest words (trigram similarity) among the catalogue's words
 *     (typos: `Frankenstien`, `bharatiar`); these results follow all of the first pass's.
 * Correcting and widening words against the word list (`ebook_search_words`), then asking
 * the word index for whole words, keeps a typo as cheap as a word however large the catalogue.
 */
export async function searchEbooks(db: Db, search: EbookSearch): Promise<Ebook[]> {
  const query = ebookSearchQuery(search.q);
  if (!query) return [];
  const offset = search.offset ?? 0;
  return db.transaction().execute(async (tx) => {
    await fillPendingSearchColumns(db, tx);
    // Ranking reads every match anyway; without this the planner sometimes prefers reading
    // every row of the table (it cannot know how costly `@@` is per row).
    await sql`set local enable_seqscan = off`.execute(tx);
    const groups = await widenPrefixes(tx, query.groups);
    // Matching with the romanised words alone when they find everything halves the index work.
    const matching = query.romanisedFindsAll ? [groups.at(-1)!] : groups;
    const first = await rankedPage(db, tx, search, matching, groups, offset, search.limit);
    if (first.matched === undefined || first.rows.length >= search.limit) return first.rows;

    const words = query.key.split(' ').filter((word) => word.length >= 3);
    if (!words.length) return first.rows;
    const { rows: suggestions } = await sql<{ word: string; suggestion: string }>`
      select q.word, s.word as suggestion
      from unnest(${words}::text[]) as q(word)
      cross join lateral (
        select w.word from ebook_search_words as w
        where w.word % q.word and w.word <> q.word
          and similarity(w.word, q.word) >= ${SUGGESTION_MIN_SIMILARITY}
        order by similarity(w.word, q.word) desc, w.word
        limit ${SUGGESTIONS_PER_WORD}
      ) as s`.execute(tx);
    if (!suggestions.length) return first.rows;
    // Each romanised word as asked (widened when typed halfway), or one of its close words.
    const asked = query.key.split(' ');
    const corrected: SearchGroup = groups
      .at(-1)!
      .map((alternatives, i) => [
        ...alternatives,
        ...suggestions
          .filter((s) => s.word === asked[i])
          .map((s) => ({ lexeme: s.suggestion, prefix: false })),
      ]);
    const second = await rankedPage(
      db,
      tx,
      search,
      [corrected],
      [corrected],
      Math.max(0, offset - first.matched),
      search.limit - first.rows.length,
      sql`to_tsquery('simple'::regconfig, ${tsqueryText(matching)})`,
    );
    return [...first.rows, ...second.rows];
  });
}

/** Most words a word typed halfway is widened to; beyond, the word index reads the prefix. */
const PREFIX_WORDS_MAX = 32;

/**
 * Replaces each prefix alternative by the catalogue's words that begin with it (from
 * `ebook_search_words`), so the word index is asked for whole words: a prefix scan of a
 * common word costs several times the exact lookups. A prefix beginning more than
 * PREFIX_WORDS_MAX words stays a prefix.
 */
async function widenPrefixes(tx: Db, groups: readonly SearchGroup[]): Promise<SearchGroup[]> {
  const prefixes = [...new Set(groups.flat(2).flatMap((alt) => (alt.prefix ? [alt.lexeme] : [])))];
  if (!prefixes.length) return [...groups];
  const { rows } = await sql<{ prefix: string; word: string }>`
    select p.prefix, w.word
    from unnest(${prefixes}::text[]) as p(prefix)
    cross join lateral (
      select word from ebook_search_words
      where word >= p.prefix collate "C" and word < (p.prefix || chr(1114111)) collate "C"
      order by word
      limit ${PREFIX_WORDS_MAX + 1}
    ) as w`.execute(tx);
  const begun = new Map<string, string[]>();
  for (const { prefix, word } of rows) begun.set(prefix, [...(begun.get(prefix) ?? []), word]);
  return groups.map((group) =>
    group.map((alternatives) =>
      alternatives.flatMap((alt) => {
        if (!alt.prefix) return [alt];
        const words = begun.get(alt.lexeme) ?? [];
        if (words.length > PREFIX_WORDS_MAX) return [alt];
        if (!words.length) return [{ lexeme: alt.lexeme, prefix: false }];
        return words.map((word) => ({ lexeme: word, prefix: false }));
      }),
    ),
  );
}

/** Adds an e-book with its search columns. */
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

const SEARCHED_FIELDS = ['title', 'author', 'description', 'tags'] as const;

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
  return db.transaction().execute(async (tx) => {
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
 * After a bulk load: folds the GIN indexes' pending entries into the indexes and refreshes
 * the planner's statistics, which autovacuum would otherwise do a minute or so later.
 */
export async function vacuumEbooks(db: Db): Promise<void> {
  await sql`vacuum (analyze) ebooks`.execute(db);
}

const PENDING_CHECK_INTERVAL_MS = 5_000;
const pendingCheckedAt = new WeakMap<Db, number>();

/**
 * Fills missing search columns before a search, looking for them at most every few seconds
 * per pool: a row written by code that skipped them is findable within seconds.
 */
async function fillPendingSearchColumns(db: Db, tx: Db): Promise<void> {
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
