import {
  choiceParam,
  parseListSearch,
  uuidParam,
  withoutEmpty,
  type ListSearch,
} from '../../lib/search-params';
import type { EbookGenre, EbookLanguage } from './ebook';

/*
 * The staff list's choices, written out here rather than imported from the contract's
 * schemas: the dashboard route reads its address with this module, and the route tree is in
 * every page's first script, where the schemas (zod) would weigh on the home page. The checks
 * below fail to compile if a list misses one of the API's values.
 */
export const STAFF_GENRES = [
  'fiction',
  'non-fiction',
  'poetry',
  'history',
  'science',
  'literature',
  'biography',
  'philosophy',
] as const satisfies readonly EbookGenre[];
export const STAFF_LANGUAGES = [
  'English',
  'Tamil',
  'Sinhala',
] as const satisfies readonly EbookLanguage[];
/** Shown to readers, or hidden from them. */
export const EBOOK_STATES = ['active', 'hidden'] as const;
export type EbookState = (typeof EBOOK_STATES)[number];

const everyGenre: Exclude<EbookGenre, (typeof STAFF_GENRES)[number]> extends never ? true : false =
  true;
const everyLanguage: Exclude<EbookLanguage, (typeof STAFF_LANGUAGES)[number]> extends never
  ? true
  : false = true;
void everyGenre;
void everyLanguage;

/**
 * The staff e-books list's place in the address: search, genre, language, state and page; and
 * the bulk import job the panel follows, so a reload shows its progress or outcome again.
 */
export interface EbooksTabSearch extends ListSearch {
  genre?: EbookGenre;
  language?: EbookLanguage;
  state?: EbookState;
  importJob?: string;
}

export function parseEbooksTabSearch(raw: Record<string, unknown>): EbooksTabSearch {
  return withoutEmpty<EbooksTabSearch>({
    ...parseListSearch(raw),
    genre: choiceParam(raw.genre, STAFF_GENRES),
    language: choiceParam(raw.language, STAFF_LANGUAGES),
    state: choiceParam(raw.state, EBOOK_STATES),
    importJob: uuidParam(raw.importJob),
  });
}
