import type { RouterOutputs } from '@app/api-contract';
import {
  BOOK_COVER_COLORS,
  BOOK_GENRES,
  type BookCoverColor,
  type BookGenre,
} from '@app/api-contract/schemas/books';
import { EBOOK_LANGUAGES, type EbookLanguage } from '@app/api-contract/schemas/ebooks';

/** A book as the staff list has it (what Edit Book preloads). */
export type BookRecord = RouterOutputs['books']['list']['items'][number];

export { BOOK_COVER_COLORS, BOOK_GENRES, type BookCoverColor, type BookGenre };
/** A book's language: the same three as the e-books. */
export const BOOK_LANGUAGES = EBOOK_LANGUAGES;

/** What the Add/Edit Book form holds: the inputs' own strings. */
export interface BookFormValues {
  title: string;
  author: string;
  genre: BookGenre | '';
  description: string;
  available: string;
  coverColor: BookCoverColor;
  language: EbookLanguage;
}

/** A new book: one copy on the shelf, a blue cover (spec §9). */
export function emptyBookForm(): BookFormValues {
  return {
    title: '',
    author: '',
    genre: '',
    description: '',
    available: '1',
    coverColor: 'blue',
    language: 'English',
  };
}

export function bookFormFrom(book: BookRecord): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    genre: book.genre,
    description: book.description ?? '',
    available: String(book.available),
    coverColor: (BOOK_COVER_COLORS as readonly string[]).includes(book.coverColor)
      ? (book.coverColor as BookCoverColor)
      : 'blue',
    language: (BOOK_LANGUAGES as readonly string[]).includes(book.language)
      ? (book.language as EbookLanguage)
      : 'English',
  };
}

/** The form as the API's book fields (validated afterwards by the shared schema). */
export function bookInputFrom(values: BookFormValues) {
  const available = values.available.trim();
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    genre: values.genre === '' ? undefined : values.genre,
    description: values.description.trim() === '' ? null : values.description.trim(),
    // Not Number(''), which would be 0: an emptied field is a mistake, not "checked out".
    available: available === '' ? Number.NaN : Number(available),
    coverColor: values.coverColor,
    language: values.language,
  };
}
