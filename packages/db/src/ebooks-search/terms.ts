import { searchWords } from './normalise';
import { searchKey, searchKeyWords } from './romanise';

/** The fields of an e-book that search reads. */
export interface EbookSearchSource {
  title: string;
  author: string;
  description?: string | null;
  tags?: readonly string[] | null;
}

/**
 * What is stored for search, per e-book. Each field holds its normalised words followed by
 * their romanised keys, so one `tsvector` answers native-script, English and romanised words;
 * `key` is the romanised title, author and tags (the stored `search_key`).
 */
export interface EbookSearchDocument {
  title: string;
  author: string;
  tags: string;
  description: string;
  key: string;
}

function field(text: string): string {
  return [...new Set([...searchWords(text), ...searchKeyWords(text)])].join(' ');
}

/** Computes the stored search text of an e-book (on insert, on update, and by the backfill). */
export function ebookSearchDocument(source: EbookSearchSource): EbookSearchDocument {
  const tags = (source.tags ?? []).join(' ');
  return {
    title: field(source.title),
    author: field(source.author),
    tags: field(tags),
    description: field(source.description ?? ''),
    key: searchKey(`${source.title} ${source.author} ${tags}`),
  };
}

/** One way a query word may appear: this lexeme, or (prefix) any lexeme beginning with it. */
export interface SearchAlternative {
  lexeme: string;
  prefix: boolean;
}
/** A query word: any of its alternatives. */
export type SearchTerm = SearchAlternative[];
/** Words that must all appear. */
export type SearchGroup = SearchTerm[];

/** How a reader's query is asked of PostgreSQL. */
export interface EbookSearchQuery {
  /** Matches when any group matches: the native words, or the romanised words. */
  groups: SearchGroup[];
  /** The romanised query words, for typo corrections ('' if none). */
  key: string;
  /**
   * Every word has a romanised form. Each book's words are stored natively and romanised, so
   * then the romanised group alone finds every match (the native group still ranks them).
   */
  romanisedFindsAll: boolean;
}

/** Words considered per query; more adds nothing a reader can see and costs index work. */
const MAX_WORDS = 12;
/**
 * The last word of a query, when long enough, also matches as a prefix (a title typed halfway,
 * a Tamil or Sinhala word with its case ending: பாரதியார் finds பாரதியாரின்). Earlier words
 * match whole: a prefix lookup in the word index costs several times an exact one.
 */
const PREFIX_FROM = 3;

const terms = (words: string[]): SearchGroup =>
  words.map((word, i) => [
    { lexeme: word, prefix: i === words.length - 1 && [...word].length >= PREFIX_FROM },
  ]);

/** Builds the query for `q`; null when it holds no word at all (only punctuation). */
export function ebookSearchQuery(q: string): EbookSearchQuery | null {
  const words = searchWords(q).slice(0, MAX_WORDS);
  if (!words.length) return null;
  const keys = searchKeyWords(q).slice(0, MAX_WORDS);
  const groups = [terms(words)];
  if (keys.length && keys.join(' ') !== words.join(' ')) groups.push(terms(keys));
  return { groups, key: keys.join(' '), romanisedFindsAll: keys.length === words.length };
}

/** The text `to_tsquery('simple', …)` reads for these groups. */
export function tsqueryText(groups: readonly SearchGroup[]): string {
  const alternative = ({ lexeme, prefix }: SearchAlternative) =>
    `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
  return groups
    .map((group) => `(${group.map((t) => `(${t.map(alternative).join(' | ')})`).join(' & ')})`)
    .join(' | ');
}

/** How many books (of those a search's filters keep) hold each word; words in none are absent. */
export type WordCounts = ReadonlyMap<string, number>;

/**
 * The number of books matching `groups`, from the counts of their words, when the counts say
 * it exactly; else null. Exact when the groups ask for whole words and either some word of
 * every group is in no book (nothing matches), or the words that are in books come down to
 * one word standing alone in its group: a single word (`river`, `யாழ்ப்பாணம்`), a word
 * widened to itself, a misspelt word of which one correction is in the collection. A book
 * holding two words can't be told from two books holding one each, so other queries (two
 * words, two corrections found) must be counted through the word index.
 */
export function totalFromWordCounts(
  groups: readonly SearchGroup[],
  counts: WordCounts,
): number | null {
  // A prefix left as a prefix (it begins too many words) matches words the counts don't name.
  if (groups.flat(2).some((alt) => alt.prefix)) return null;
  const held = (term: SearchTerm) => term.filter((alt) => counts.has(alt.lexeme));
  const live = groups.filter((group) => group.every((term) => held(term).length > 0));
  if (!live.length) return 0;
  if (live.some((group) => group.length > 1)) return null;
  const words = new Set(live.flatMap(([term]) => held(term!).map((alt) => alt.lexeme)));
  return words.size === 1 ? counts.get([...words][0]!)! : null;
}
