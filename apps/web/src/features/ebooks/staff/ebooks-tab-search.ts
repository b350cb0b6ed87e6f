import {
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  EBOOK_STATES,
  type EbookGenre,
  type EbookLanguage,
  type EbookState,
} from '@app/api-contract/schemas/ebooks';
import {
  choiceParam,
  parseListSearch,
  withoutEmpty,
  type ListSearch,
} from '../../../lib/search-params';

/** The staff e-books list's place in the address: search, genre, language, state and page. */
export interface EbooksTabSearch extends ListSearch {
  genre?: EbookGenre;
  language?: EbookLanguage;
  state?: EbookState;
}

export function parseEbooksTabSearch(raw: Record<string, unknown>): EbooksTabSearch {
  return withoutEmpty<EbooksTabSearch>({
    ...parseListSearch(raw),
    genre: choiceParam(raw.genre, EBOOK_GENRES),
    language: choiceParam(raw.language, EBOOK_LANGUAGES),
    state: choiceParam(raw.state, EBOOK_STATES),
  });
}
