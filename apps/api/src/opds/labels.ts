import type { EbookGenre, EbookLanguage } from '@app/db';
import { LANGUAGES, type Language } from '@app/i18n';
import { createI18n, resources } from '@app/i18n/resources';

/**
 * What an e-reader app shows of the collection: feed and section titles in the reader's
 * language (Accept-Language; e-reader apps usually send none, then English). The words live in
 * the `opds` translation namespace, with every other string of the site.
 */
export interface OpdsLabels {
  collection: string;
  author: string;
  newTitle: string;
  newContent: string;
  popularTitle: string;
  popularContent: string;
  genreTitle: (genre: string) => string;
  genreContent: (genre: string) => string;
  languageTitle: (language: string) => string;
  languageContent: (language: string) => string;
  searchTitle: (query: string) => string;
  searchShortName: string;
  searchDescription: string;
  /** OPDS 2.0's facet groups and the choice of none in each. */
  facets: { language: string; genre: string; anyLanguage: string; anyGenre: string };
  genres: Record<EbookGenre, string>;
  languages: Record<EbookLanguage, string>;
}

function labelsIn(language: Language): OpdsLabels {
  const t = createI18n(language).getFixedT(language, 'opds');
  return {
    collection: t('catalogue'),
    author: t('author'),
    newTitle: t('new.title'),
    newContent: t('new.content'),
    popularTitle: t('popular.title'),
    popularContent: t('popular.content'),
    genreTitle: (genre) => t('genre.title', { genre }),
    genreContent: (genre) => t('genre.content', { genre }),
    languageTitle: (name) => t('language.title', { language: name }),
    languageContent: (name) => t('language.content', { language: name }),
    searchTitle: (query) => t('search.title', { query }),
    searchShortName: t('search.shortName'),
    searchDescription: t('search.description'),
    facets: resources[language].opds.facets,
    genres: resources[language].opds.genres,
    languages: resources[language].opds.languages,
  };
}

export const OPDS_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language, labelsIn(language)]),
) as Record<Language, OpdsLabels>;
