import type { RouterOutputs } from '@app/api-contract';
import {
  EBOOK_FORMATS,
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  type EbookFormat,
  type EbookGenre,
  type EbookLanguage,
} from '@app/api-contract/schemas/ebooks';

/** An e-book as the staff list has it, hidden ones included (what Edit E-book preloads). */
export type EbookRecord = RouterOutputs['ebooks']['listAll']['items'][number];

/** Choices of the staff e-book form (spec §5), shared with the server's schema. */
export const EBOOK_GENRE_CHOICES = EBOOK_GENRES;
export type EbookGenreChoice = EbookGenre;
export const EBOOK_LANGUAGE_CHOICES = EBOOK_LANGUAGES;
export type EbookLanguageChoice = EbookLanguage;
export const EBOOK_FORMAT_CHOICES = EBOOK_FORMATS;
export type EbookFormatChoice = EbookFormat;

/** The Add/Edit E-book form, field for field as the spec lists its initial values (§3). */
export interface EbookFormValues {
  title: string;
  author: string;
  description: string;
  genre: EbookGenreChoice | '';
  language: EbookLanguageChoice;
  fileFormat: EbookFormatChoice;
  fileUrl: string;
  fileSize: string;
  totalPages: number;
  coverImageUrl: string;
  tags: string[];
  rating: number;
  isFeatured: boolean;
  isActive: boolean;
}

export function emptyEbookForm(): EbookFormValues {
  return {
    title: '',
    author: '',
    description: '',
    genre: '',
    language: 'English',
    fileFormat: 'PDF',
    fileUrl: '',
    fileSize: '',
    totalPages: 0,
    coverImageUrl: '',
    tags: [],
    rating: 0,
    isFeatured: false,
    isActive: true,
  };
}

/** Editing preloads the e-book's values into the form (spec §2). */
export function ebookFormFrom(ebook: EbookRecord): EbookFormValues {
  return {
    title: ebook.title,
    author: ebook.author,
    description: ebook.description ?? '',
    genre: ebook.genre,
    language: ebook.language,
    fileFormat: ebook.fileFormat,
    fileUrl: ebook.fileUrl,
    fileSize: ebook.fileSize ?? '',
    totalPages: ebook.totalPages ?? 0,
    coverImageUrl: ebook.coverImageUrl ?? '',
    tags: [...ebook.tags],
    rating: ebook.rating,
    isFeatured: ebook.isFeatured,
    isActive: ebook.isActive,
  };
}

/** Total pages: the typed text as an integer, 0 when it is not one (spec §5). */
export function parseTotalPages(text: string): number {
  return Number.parseInt(text, 10) || 0;
}

/** Tags typed as "poetry, Tamil classics" → ['poetry', 'Tamil classics']. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** The add button waits for title, author, genre and file URL (spec §5). */
export function canSubmitEbook(values: EbookFormValues): boolean {
  return [values.title, values.author, values.genre, values.fileUrl].every(
    (value) => value.trim() !== '',
  );
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the API's e-book fields (validated afterwards by the shared schema). */
export function ebookInputFrom(values: EbookFormValues) {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    description: optional(values.description),
    genre: values.genre === '' ? undefined : values.genre,
    language: values.language,
    fileFormat: values.fileFormat,
    fileUrl: values.fileUrl.trim(),
    fileSize: optional(values.fileSize),
    totalPages: values.totalPages,
    coverImageUrl: optional(values.coverImageUrl),
    tags: values.tags,
    rating: values.rating,
    isFeatured: values.isFeatured,
    isActive: values.isActive,
  };
}
