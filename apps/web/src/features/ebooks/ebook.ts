import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';

/** An e-book as the API sends it (the `ebooks` row, camelCase). */
export type Ebook = RouterOutputs['ebooks']['list']['items'][number];
export type EbookGenre = Ebook['genre'];
export type EbookLanguage = Ebook['language'];
export type EbookFormat = Ebook['fileFormat'];

/** The Digital Library's genre filter, in the spec's order ('all' is sent as nothing). */
export const GENRE_FILTERS = [
  'all',
  'fiction',
  'non-fiction',
  'poetry',
  'history',
  'science',
  'literature',
] as const satisfies readonly (EbookGenre | 'all')[];
export type GenreFilter = (typeof GENRE_FILTERS)[number];

export const LANGUAGE_FILTERS = ['all', 'English', 'Tamil', 'Sinhala'] as const satisfies readonly (
  EbookLanguage | 'all'
)[];
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];

export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** E-books a page of the Digital Library shows (6 rows of 4 on a wide screen). */
export const CATALOGUE_PAGE_SIZE = 24;

/** Placeholders while a list loads (spec §9). */
export const SKELETON_COUNT: Record<ViewMode, number> = { grid: 12, list: 6 };

const LANGUAGE_TAGS: Record<string, Language> = { English: 'en', Tamil: 'ta', Sinhala: 'si' };

/** The BCP 47 tag of an e-book's language, for `lang` (fonts, hyphenation, screen readers). */
export function languageTag(language: string): Language {
  return LANGUAGE_TAGS[language] ?? 'en';
}

/** Where a reader opens an e-book (always in a new tab). */
export const readerPath = (id: number) => `/ebooks/${id}/read`;

/** The same-origin address of an e-book's bytes, whatever its source. */
export const fileUrl = (id: number) => `/api/ebooks/${id}/file`;

/** The filters as the API wants them: a filter set to 'all' is not sent at all. */
export function filterInput(genre: GenreFilter, language: LanguageFilter) {
  return {
    ...(genre === 'all' ? {} : { genre }),
    ...(language === 'all' ? {} : { language }),
  };
}
