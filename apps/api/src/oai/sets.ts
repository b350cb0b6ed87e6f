import { BOOK_GENRES, type HarvestFilter, type HarvestedTitle } from '@app/db';
import { marcLanguage } from '@app/api-contract';
import { OaiError } from './arguments';
import { LANGUAGE_BY_MARC_CODE, languageCode } from './languages';

/**
 * The sets (decision 0051): the titles by language (`language:tam`, ISO 639-2, as MARC's 041
 * and Dublin Core's language say it) and by genre (`genre:poetry`), each under its parent
 * (`language`, `genre`). Both are columns of the title itself, so a title's sets change only
 * when its datestamp does, which selective harvesting needs.
 */

export interface OaiSet {
  spec: string;
  name: string;
}

export function allSets(): OaiSet[] {
  return [
    { spec: 'language', name: 'By language' },
    ...Object.entries(LANGUAGE_BY_MARC_CODE).map(([code, name]) => ({
      spec: `language:${code}`,
      name: `Books in ${name}`,
    })),
    { spec: 'genre', name: 'By genre' },
    ...BOOK_GENRES.map((genre) => ({ spec: `genre:${genre}`, name: `Genre: ${genre}` })),
  ];
}

/** The sets a title is in (the leaves; each implies its parent). */
export function setsOf(title: Pick<HarvestedTitle, 'genre' | 'language'>): string[] {
  const code = marcLanguage(languageCode(title.language));
  return [...(code ? [`language:${code}`] : []), `genre:${title.genre}`];
}

/** The filter a set names; `noRecordsMatch` for a set the repository does not have. */
export function setFilter(spec: string | undefined): Pick<HarvestFilter, 'genre' | 'language'> {
  // Every title has a genre and a language: a parent set is the whole collection.
  if (spec === undefined || spec === 'genre' || spec === 'language') return {};
  const [kind, value = ''] = spec.split(':', 2) as [string, string?];
  if (kind === 'language' && LANGUAGE_BY_MARC_CODE[value])
    return { language: LANGUAGE_BY_MARC_CODE[value] };
  const genre = BOOK_GENRES.find((g) => g === value);
  if (kind === 'genre' && genre && spec === `genre:${genre}`) return { genre };
  throw new OaiError('noRecordsMatch', 'No such set');
}
