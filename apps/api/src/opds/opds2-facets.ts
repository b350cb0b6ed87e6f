import {
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  type EbookGenre,
  type EbookLanguage,
  type EbookTally,
} from '@app/db';
import { LANGUAGE_TAGS } from './common';
import type { OpdsLabels } from './labels';
import { OPDS2_TYPE, type FacetGroup, type Opds2Link } from './opds2-feed';

/** What a list is narrowed to: a genre, a language, both or neither. */
export interface Narrowing {
  genre?: EbookGenre;
  language?: EbookLanguage;
}

/** A narrowing as it is written in a feed's query string (`?genre=poetry&language=ta`). */
export function narrowingQuery(narrowing: Narrowing): Record<string, string> {
  return {
    ...(narrowing.genre ? { genre: narrowing.genre } : {}),
    ...(narrowing.language ? { language: LANGUAGE_TAGS[narrowing.language] } : {}),
  };
}

/** How many e-books a narrowing holds, read from a tally of the whole collection. */
export function countFrom(tally: EbookTally[]) {
  return (narrowing: Narrowing) =>
    tally
      .filter((row) => !narrowing.genre || row.genre === narrowing.genre)
      .filter((row) => !narrowing.language || row.language === narrowing.language)
      .reduce((sum, row) => sum + row.total, 0);
}

export interface FacetOptions {
  labels: OpdsLabels;
  /** The feed of the list narrowed so. */
  linkTo: (narrowing: Narrowing) => string;
  /** How many e-books each choice leads to; absent where counting is not cheap (a search). */
  count?: (narrowing: Narrowing) => number;
}

function choice(
  narrowing: Narrowing,
  title: string,
  chosen: boolean,
  options: FacetOptions,
): Opds2Link {
  const link: Opds2Link = { href: options.linkTo(narrowing), type: OPDS2_TYPE, title };
  if (chosen) link.rel = 'self';
  if (options.count) link.properties = { numberOfItems: options.count(narrowing) };
  return link;
}

interface FacetNames<V> {
  group: string;
  /** The choice of no narrowing. */
  any: string;
  of: (value: V) => string;
}

/** One group: every value of `key`, and none. */
function facet<K extends keyof Narrowing>(
  key: K,
  values: readonly NonNullable<Narrowing[K]>[],
  names: FacetNames<NonNullable<Narrowing[K]>>,
  current: Narrowing,
  options: FacetOptions,
): FacetGroup {
  return {
    metadata: { title: names.group },
    links: [undefined, ...values].map((value) =>
      choice(
        { ...current, [key]: value },
        value === undefined ? names.any : names.of(value),
        current[key] === value,
        options,
      ),
    ),
  };
}

/**
 * The facets of a list of e-books: by language and by genre, each with a choice of all; a
 * choice keeps the other group's and starts again at the first page.
 */
export function ebookFacets(current: Narrowing, options: FacetOptions): FacetGroup[] {
  const { facets, languages, genres } = options.labels;
  return [
    facet(
      'language',
      EBOOK_LANGUAGES,
      { group: facets.language, any: facets.anyLanguage, of: (language) => languages[language] },
      current,
      options,
    ),
    facet(
      'genre',
      EBOOK_GENRES,
      { group: facets.genre, any: facets.anyGenre, of: (genre) => genres[genre] },
      current,
      options,
    ),
  ];
}
