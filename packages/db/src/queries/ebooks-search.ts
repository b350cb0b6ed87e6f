import { type RawBuilder, sql } from 'kysely';
import { keptUntilChange } from '../changes';
import { inTransaction, type Db } from '../client';
import {
  ebookSearchQuery,
  tsqueryText,
  totalFromWordCounts,
  type SearchGroup,
  type WordCounts,
} from '../ebooks-search/terms';
import type { Ebook } from '../tables/ebooks';
import { EBOOK_COLUMNS, type EbookFilter } from './ebooks';
import { fillPendingSearchColumns } from './ebooks-search-upkeep';
import type { ListPage } from './paging';

export interface EbookSearch extends EbookFilter {
  q: string;
  /**
   * Which e-books: `active` (what readers see; the default), `hidden` or `all` (the staff's
   * list searches these).
   */
  state?: 'active' | 'hidden' | 'all';
}

/** Corrections tried per misspelt word, and how close (trigram similarity, 0–1) they must be. */
const SUGGESTIONS_PER_WORD = 3;
const SUGGESTION_MIN_SIMILARITY = 0.4;
/** Rows the popularity walk reads at first (see `rankedPage`). */
const WALK_MAX_ROWS = 6000;
/**
 * Costs measured against a row read by the popularity walk: a match read and ranked through
 * the word index, and one entry of a word's list in that index.
 */
const INDEXED_MATCH_COST = 0.7;
const INDEX_ENTRY_COST = 0.07;

/**
 * How many words' entries the word index holds for the search's state, per word (all
 * genres and languages: the index reads them all), from `ebook_search_word_counts`.
 */
type WordEntries = Map<string, number>;

/**
 * The share of rows in all the word-index lists the groups read: each whole word's list from
 * its exact count; a word left as a prefix (it begins too many words) as the whole collection.
 */
function entryShare(groups: readonly SearchGroup[], entries: WordEntries, rows: number) {
  return groups
    .flat(2)
    .reduce((sum, alt) => sum + (alt.prefix ? 1 : (entries.get(alt.lexeme) ?? 0) / rows), 0);
}

/**
 * The part of the WHERE clause every pass shares: the words, state, genre, language,
 * exclusions. The word index has a part for active and one for hidden books, and the state is
 * spelt so that the planner sees which part (or both, `all`) it may read.
 */
function matchingClause(
  alias: string,
  search: EbookSearch,
  tsquery: RawBuilder<unknown>,
  exclude?: RawBuilder<unknown>,
) {
  const words = sql`${sql.ref(`${alias}.searchVector`)} @@ ${tsquery}`;
  const active = sql.ref(`${alias}.isActive`);
  const state = search.state ?? 'active';
  return sql.join(
    [
      state === 'active'
        ? sql`${active} and ${words}`
        : state === 'hidden'
          ? sql`not ${active} and ${words}`
          : sql`(${active} and ${words} or not ${active} and ${words})`,
      ...(search.genre ? [sql`${sql.ref(`${alias}.genre`)} = ${search.genre}`] : []),
      ...(search.language ? [sql`${sql.ref(`${alias}.language`)} = ${search.language}`] : []),
      ...(exclude ? [sql`not (${sql.ref(`${alias}.searchVector`)} @@ ${exclude})`] : []),
    ],
    sql` and `,
  );
}

const toTsquery = (groups: readonly SearchGroup[]) =>
  sql`to_tsquery('simple'::regconfig, ${tsqueryText(groups)})`;

/**
 * How many books match. Read from the word counts when they say it exactly (see
 * `totalFromWordCounts`); otherwise every match is read through the word index and the heap
 * (for genre and language, and to see which rows are visible), so a common word costs
 * several milliseconds. A repeated search (the next page, another reader) reuses the count
 * while the collection is unchanged.
 */
function countMatches(
  db: Db,
  tx: Db,
  search: EbookSearch,
  groups: readonly SearchGroup[],
  counts: WordCounts,
) {
  const key = JSON.stringify([
    'ebook-search',
    tsqueryText(groups),
    search.genre ?? '',
    search.language ?? '',
    search.state ?? 'active',
  ]);
  return keptUntilChange(
    db,
    key,
    async () => {
      const counted = totalFromWordCounts(groups, counts);
      if (counted !== null) return counted;
      const { rows } = await sql<{ total: number }>`
      select count(*)::int as total from ebooks as m
      where ${matchingClause('m', search, toTsquery(groups))}`.execute(tx);
      return rows[0]?.total ?? 0;
    },
    ['ebooks'],
  );
}

/**
 * How many books the search's filters keep hold each of `words` (a subquery or an array), as
 * `n`, and how many the word index lists for the search's state whatever the filters, as
 * `entries`, from `ebook_search_word_counts` (kept by triggers per word, genre, language and
 * state); words in no book are left out.
 */
function wordCountsOf(search: EbookSearch, words: RawBuilder<unknown>) {
  const state = search.state ?? 'active';
  const filters = [
    ...(search.genre ? [sql`genre = ${search.genre}`] : []),
    ...(search.language ? [sql`language = ${search.language}`] : []),
  ];
  const n = filters.length
    ? sql`coalesce(sum(n) filter (where ${sql.join(filters, sql` and `)}), 0)`
    : sql`sum(n)`;
  return sql`
    select word, ${n}::int as n, sum(n)::int as entries from ebook_search_word_counts
    where ${sql.join(
      [
        sql`word = any(${words})`,
        ...(state === 'all' ? [] : [sql`is_active = ${state === 'active'}`]),
      ],
      sql` and `,
    )}
    group by word having sum(n) > 0`;
}

/** Notes a row of `wordCountsOf`: its count when the filters keep any, and its entries. */
function tally(
  { word, n, entries: listed }: { word: string; n: number | null; entries: number | null },
  counts: Map<string, number>,
  entries: WordEntries,
) {
  if (n) counts.set(word, n);
  entries.set(word, listed ?? 0);
}

/**
 * One page (`offset`, `limit`) of the `total` books matching `groups`, best first. Two ways,
 * chosen by how large a share of the active collection matches and how long the words' lists
 * in the word index are (exact counts, so a search's pages and their order stay the same for
 * as long as the collection does, in every process):
 *  - usually, all matches through the word index, ranked by `ts_rank` (title > author > tags
 *    > description), then downloads: the work grows with the number of matches;
 *  - for words so common that ranking every match would cost more than reading the most
 *    downloaded active books in order until the first page is full, the matches in order of
 *    downloads, each page ranked by `ts_rank` within itself (pages stay disjoint). The walk
 *    first reads a bounded number of rows; a page further on, or matches among less read
 *    books, read on in the same order. Staff searches of hidden books always take the first way.
 * The choice depends on the first page only, so every page of a search takes the same way.
 */
async function rankedPage(
  tx: Db,
  search: EbookSearch,
  groups: readonly SearchGroup[],
  rankBy: readonly SearchGroup[],
  page: { offset: number; limit: number; total: number; entries: WordEntries; activeRows: number },
  exclude?: RawBuilder<unknown>,
): Promise<Ebook[]> {
  const { offset, limit, total, entries } = page;
  const tsquery = toTsquery(groups);
  const ranking = toTsquery(rankBy);
  const wanted = offset + limit;
  // Both ways pick ids on narrow rows first, then read the page's books whole.
  const columns = sql.join(EBOOK_COLUMNS.map((column) => sql.ref(`e.${column}`)));

  if ((search.state ?? 'active') === 'active') {
    const rows = Math.max(page.activeRows, 1);
    const share = Math.max(total / rows, 1e-9);
    const walkRows = limit / share;
    const indexCost =
      rows * (share * INDEXED_MATCH_COST + entryShare(groups, entries, rows) * INDEX_ENTRY_COST);
    if (walkRows <= WALK_MAX_ROWS && walkRows < indexCost) {
      // Lazily, in the popular list's index order: the walk stops as soon as the page is full.
      const walk = (bounded: boolean) => sql<Ebook & { searchRank: number }>`
        select ${columns}, ts_rank(w.search_vector, ${ranking}) as search_rank
        from (
          select id, download_count, created_at, genre, language, is_active, search_vector
          from ebooks where is_active
          order by download_count desc, created_at desc, id desc
          ${bounded ? sql`limit ${Math.max(WALK_MAX_ROWS, Math.ceil((2 * wanted) / share))}` : sql``}
        ) as w
        join ebooks as e on e.id = w.id
        where ${matchingClause('w', search, tsquery, exclude)}
        order by w.download_count desc, w.created_at desc, w.id desc
        limit ${wanted}`;
      let { rows: walked } = await walk(true).execute(tx);
      if (walked.length < Math.min(wanted, total))
        ({ rows: walked } = await walk(false).execute(tx));
      const found = walked.slice(offset).sort((a, b) => b.searchRank - a.searchRank);
      return found.map(({ searchRank: _rank, ...ebook }) => ebook);
    }
  }

  const { rows } = await sql<Ebook>`
    select ${columns}
    from (
      select id, download_count, ts_rank(search_vector, ${ranking}) as search_rank
      from ebooks as m
      where ${matchingClause('m', search, tsquery, exclude)}
      order by search_rank desc, download_count desc, id desc
      limit ${wanted}
    ) as m
    join ebooks as e on e.id = m.id
    order by m.search_rank desc, m.download_count desc, m.id desc`.execute(tx);
  return rows.slice(offset);
}

/**
 * E-books matching `q`, best first, with how many match in all, in up to two passes over the
 * word index:
 *  1. every word of the query is among the book's words (the last word also as the start of
 *     one), compared natively or romanised (see `rankedPage` for the order);
 *  2. only when the first pass finds nothing: each romanised query word may instead be one of
 *     its closest words (trigram similarity) among the collection's words (typos:
 *     `Frankenstien`, `bharatiar`).
 * Correcting and widening words against the word list (`ebook_search_words`), then asking
 * the word index for whole words, keeps a typo as cheap as a word however large the collection.
 */
export async function searchEbooks(db: Db, search: EbookSearch): Promise<ListPage<Ebook>> {
  const query = ebookSearchQuery(search.q);
  if (!query) return { items: [], total: 0 };
  const offset = search.offset ?? 0;
  return inTransaction(db, async (tx) => {
    await fillPendingSearchColumns(db, tx);
    // Ranking reads every match anyway; without this the planner sometimes prefers reading
    // every row of the table (it cannot know how costly `@@` is per row).
    await sql`set local enable_seqscan = off`.execute(tx);
    const { groups, counts, entries, activeRows } = await widenPrefixes(tx, search, query.groups);
    // Matching with the romanised words alone when they find everything halves the index work.
    const matching = query.romanisedFindsAll ? [groups.at(-1)!] : groups;
    const total = await countMatches(db, tx, search, matching, counts);
    if (total > 0) {
      if (offset >= total) return { items: [], total };
      const page = { offset, limit: search.limit, total, entries, activeRows };
      return { items: await rankedPage(tx, search, matching, groups, page), total };
    }

    const corrected = await correctedGroup(tx, search, query.key, groups.at(-1)!, {
      counts,
      entries,
    });
    if (!corrected) return { items: [], total: 0 };
    const correctedTotal = await countMatches(db, tx, search, [corrected], counts);
    if (offset >= correctedTotal) return { items: [], total: correctedTotal };
    const page = { offset, limit: search.limit, total: correctedTotal, entries, activeRows };
    const items = await rankedPage(tx, search, [corrected], [corrected], page);
    return { items, total: correctedTotal };
  });
}

/**
 * The romanised query words, each as asked (widened when typed halfway) or one of its closest
 * words in the collection; null when no word of three letters or more has a close word. The
 * closest words' counts and entries are added to `tallies`, in the same statement.
 */
async function correctedGroup(
  tx: Db,
  search: EbookSearch,
  key: string,
  romanised: SearchGroup,
  tallies: { counts: Map<string, number>; entries: WordEntries },
): Promise<SearchGroup | null> {
  const words = key.split(' ').filter((word) => word.length >= 3);
  if (!words.length) return null;
  const { rows } = await sql<{
    word: string | null;
    suggestion: string;
    n: number | null;
    entries: number | null;
  }>`
    with suggested as (
      select q.word, s.word as suggestion
      from unnest(${words}::text[]) as q(word)
      cross join lateral (
        select w.word from ebook_search_words as w
        where w.word % q.word and w.word <> q.word
          and similarity(w.word, q.word) >= ${SUGGESTION_MIN_SIMILARITY}
        order by similarity(w.word, q.word) desc, w.word
        limit ${SUGGESTIONS_PER_WORD}
      ) as s
    )
    select word, suggestion, null::int as n, null::int as entries from suggested
    union all
    select null, c.word, c.n, c.entries
    from (${wordCountsOf(search, sql`array(select suggestion from suggested)`)}) as c`.execute(tx);
  const suggestions = rows.filter((row) => row.word !== null);
  for (const row of rows) {
    if (row.word === null) tally({ ...row, word: row.suggestion }, tallies.counts, tallies.entries);
  }
  if (!suggestions.length) return null;
  const asked = key.split(' ');
  return romanised.map((alternatives, i) => [
    ...alternatives,
    ...suggestions
      .filter((s) => s.word === asked[i])
      .map((s) => ({ lexeme: s.suggestion, prefix: false })),
  ]);
}

/** Most words a word typed halfway is widened to; beyond, the word index reads the prefix. */
const PREFIX_WORDS_MAX = 32;

/**
 * Replaces each prefix alternative by the collection's words that begin with it (from
 * `ebook_search_words`), so the word index is asked for whole words: a prefix scan of a
 * common word costs several times the exact lookups. A prefix beginning more than
 * PREFIX_WORDS_MAX words stays a prefix. In the same statement, how many books the search's
 * filters keep hold each whole word (`wordCountsOf`).
 */
async function widenPrefixes(
  tx: Db,
  search: EbookSearch,
  groups: readonly SearchGroup[],
): Promise<{
  groups: SearchGroup[];
  counts: Map<string, number>;
  entries: WordEntries;
  /** How many active e-books there are. */
  activeRows: number;
}> {
  const alternatives = groups.flat(2);
  const prefixes = [...new Set(alternatives.flatMap((alt) => (alt.prefix ? [alt.lexeme] : [])))];
  const whole = [...new Set(alternatives.flatMap((alt) => (alt.prefix ? [] : [alt.lexeme])))];
  const { rows } = await sql<{
    prefix: string | null;
    word: string | null;
    n: number | null;
    entries: number | null;
  }>`
    with begun as (
      select p.prefix, w.word
      from unnest(${prefixes}::text[]) as p(prefix)
      cross join lateral (
        select word from ebook_search_words
        where word >= p.prefix collate "C" and word < (p.prefix || chr(1114111)) collate "C"
        order by word
        limit ${PREFIX_WORDS_MAX + 1}
      ) as w
    )
    select prefix, word, null::int as n, null::int as entries from begun
    union all
    select null, c.word, c.n, c.entries
    from (${wordCountsOf(search, sql`array(select word from begun) || ${whole}::text[]`)}) as c
    union all
    -- How many active e-books there are, exactly, from the counts the triggers keep (a few
    -- rows): not PostgreSQL's estimate, so the way rankedPage chooses never moves when
    -- ANALYZE runs or differs between processes, and a page is the same on reload.
    select null, null, (select coalesce(sum(n), 0) from ebook_counts where is_active)::int, null`.execute(
    tx,
  );
  const begun = new Map<string, string[]>();
  const counts = new Map<string, number>();
  const entries: WordEntries = new Map();
  let activeRows = 0;
  for (const row of rows) {
    const { prefix, word } = row;
    if (word === null) activeRows = row.n ?? 0;
    else if (prefix === null) tally({ ...row, word }, counts, entries);
    else begun.set(prefix, [...(begun.get(prefix) ?? []), word]);
  }
  const widened = groups.map((group) =>
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
  return { groups: widened, counts, entries, activeRows };
}
