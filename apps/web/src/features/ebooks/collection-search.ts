import { choiceParam, pageParam, textParam, withoutEmpty } from '../../lib/search-params';
import {
  GENRE_FILTERS,
  LANGUAGE_FILTERS,
  VIEW_MODES,
  type GenreFilter,
  type LanguageFilter,
  type ViewMode,
} from './ebook';

/**
 * What the Digital Library shows, as its address says (`/ebooks?q=…&genre=…&page=3`): a
 * shared link opens the same results, Back returns to the last ones, a reload keeps them.
 * Defaults (no search, all genres and languages, the grid, page 1) leave the address bare.
 */
export interface CollectionSearch {
  q?: string;
  genre?: Exclude<GenreFilter, 'all'>;
  language?: Exclude<LanguageFilter, 'all'>;
  view?: Exclude<ViewMode, 'grid'>;
  page?: number;
}

export function parseCollectionSearch(raw: Record<string, unknown>): CollectionSearch {
  return withoutEmpty<CollectionSearch>({
    q: textParam(raw.q),
    genre: choiceParam(raw.genre, GENRE_FILTERS, 'all') as CollectionSearch['genre'],
    language: choiceParam(raw.language, LANGUAGE_FILTERS, 'all') as CollectionSearch['language'],
    view: choiceParam(raw.view, VIEW_MODES, 'grid') as CollectionSearch['view'],
    page: pageParam(raw.page),
  });
}
