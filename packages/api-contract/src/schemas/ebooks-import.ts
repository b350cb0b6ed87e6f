import {
  EBOOK_FORMATS,
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  type EbookLanguage,
} from '@app/db/constants';
import { z } from 'zod';
import { ebookOutput } from './ebooks';
import { requiredText } from './text';
import { isAllowedEbookUrl } from '../ebooks/remote-hosts';

/** Catalogues staff import from (spec §5): Project Gutenberg (via Gutendex) and Open Library. */
export const IMPORT_SOURCES = ['gutenberg', 'openlibrary'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
/** Readable names, for messages (brand names, the same in every language). */
export const IMPORT_SOURCE_NAMES: Record<ImportSource, string> = {
  gutenberg: 'Project Gutenberg',
  openlibrary: 'Open Library',
};

/** The import panel's language choice (spec §5) and the e-book language it gives. */
export const IMPORT_LANGUAGES = ['en', 'tamil', 'sinhala'] as const;
export type ImportLanguage = (typeof IMPORT_LANGUAGES)[number];
export const EBOOK_LANGUAGE_OF_IMPORT: Record<ImportLanguage, EbookLanguage> = {
  en: 'English',
  tamil: 'Tamil',
  sinhala: 'Sinhala',
};

/** The import panel's optional category (spec §5). */
export const IMPORT_CATEGORIES = [
  'fiction',
  'poetry',
  'history',
  'science',
  'philosophy',
  'religion',
  'literature',
  'biography',
] as const;
export type ImportCategory = (typeof IMPORT_CATEGORIES)[number];

/** Books one bulk import may carry. */
export const MAX_BULK_IMPORT = 100;

/** '' and 'all' (what a select sends for "any") mean no category. */
const noneAsUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

/** GET /api/ebooks/import/search?query=&source=&language=[&category=] */
export const ebookImportSearchInput = z.object({
  query: requiredText(200),
  source: z.enum(IMPORT_SOURCES),
  language: z.enum(IMPORT_LANGUAGES).default('en'),
  category: z.preprocess(noneAsUndefined, z.enum(IMPORT_CATEGORIES).optional()),
});
export type EbookImportSearchInput = z.input<typeof ebookImportSearchInput>;

const https = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const remoteUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => https(value) && isAllowedEbookUrl(value), {
    message: 'Must be an https address at Project Gutenberg, Open Library or the Internet Archive',
  });
const hostOf = (value: string) => new URL(value).hostname.toLowerCase();
const onHost = (value: string, hosts: string[]) =>
  hosts.some((host) => hostOf(value) === host || hostOf(value).endsWith(`.${host}`));

/**
 * One book found in a free catalogue. The browser sends it back to import it, so every field
 * is checked again here: the file must come from the book's own catalogue, over https.
 */
export const importCandidateSchema = z
  .object({
    /** The book's id at its catalogue: a Gutenberg number ('84') or an Open Library work ('OL51831W'). */
    id: requiredText(40),
    source: z.enum(IMPORT_SOURCES),
    title: requiredText(500),
    authors: z.array(requiredText(300)).max(20),
    genre: z.enum(EBOOK_GENRES),
    fileFormat: z.enum(EBOOK_FORMATS),
    fileUrl: remoteUrl,
    language: z.enum(EBOOK_LANGUAGES),
    /** The subject or bookshelf the genre was read from, or the category searched for. */
    category: z.string().trim().max(200).nullable(),
    coverUrl: remoteUrl.nullable(),
    /** Downloads at the source (popularity there; the library's own count starts at 0). */
    downloadCount: z.number().int().min(0).max(1_000_000_000),
    description: z.string().trim().max(5000).nullable().optional(),
    publicationYear: z.number().int().min(-3000).max(2100).nullable().optional(),
  })
  .superRefine((book, ctx) => {
    const idPattern = book.source === 'gutenberg' ? /^\d{1,7}$/ : /^OL\d{1,12}[WM]$/;
    if (!idPattern.test(book.id)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `Not a ${book.source} id` });
    }
    const fileHosts = book.source === 'gutenberg' ? ['gutenberg.org'] : ['archive.org'];
    const fileUrlValid = https(book.fileUrl) && isAllowedEbookUrl(book.fileUrl);
    if (fileUrlValid && !onHost(book.fileUrl, fileHosts)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileUrl'],
        message: `A ${book.source} book's file must come from ${fileHosts.join(' or ')}`,
      });
    }
  });
export type ImportCandidate = z.output<typeof importCandidateSchema>;

/** A search result: a candidate, and whether the library already holds it. */
export type ImportSearchResult = ImportCandidate & { inLibrary: boolean };

/** POST /api/ebooks/import */
export const importEbookInput = z.object({ bookData: importCandidateSchema });
export type ImportEbookInput = z.input<typeof importEbookInput>;

/**
 * POST /api/ebooks/import/bulk. Each book is checked on its own by the procedure, so one bad
 * entry fails alone instead of refusing the other 99.
 */
export const importBulkInput = z.object({
  books: z
    .array(
      z
        .custom<ImportCandidate>((value) => typeof value === 'object' && value !== null)
        // Documented as what it is: a search result sent back (each is checked on its own).
        .meta({
          override: { type: 'object', description: 'A result of the import search, as found' },
        }),
    )
    .min(1)
    .max(MAX_BULK_IMPORT),
});
export type ImportBulkInput = z.input<typeof importBulkInput>;

/** How one book of a bulk import went. */
export interface BulkImportResult {
  id: string;
  status: 'imported' | 'already' | 'failed';
  /** For failures: what was wrong (app code for the UI, detail for people reading logs). */
  appCode?: 'INVALID_INPUT' | 'INTERNAL';
  message?: string;
  /** The library's e-book (imported now, or held already). */
  ebookId?: number;
}

/** A book a catalogue search found, as the search answers it (and the import takes back). */
export const importCandidateOutput = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  title: z.string(),
  authors: z.array(z.string()),
  genre: z.enum(EBOOK_GENRES),
  fileFormat: z.enum(EBOOK_FORMATS),
  fileUrl: z.string(),
  language: z.enum(EBOOK_LANGUAGES),
  category: z.string().nullable(),
  coverUrl: z.string().nullable(),
  downloadCount: z.number().int(),
  description: z.string().nullable().optional(),
  publicationYear: z.number().int().nullable().optional(),
});

/** The import search's answer: free books, each saying whether the library holds it already. */
export const importSearchOutput = z.object({
  results: z.array(importCandidateOutput.extend({ inLibrary: z.boolean() })),
});

/** One import: `imported` now, or `already` with the row the library held. */
export const importEbookOutput = z.object({
  status: z.enum(['imported', 'already']),
  ebook: ebookOutput,
});

/** A bulk import's answer (and a bulk import job's result): counts and each book's outcome. */
export const importBulkOutput = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['imported', 'already', 'failed']),
      appCode: z.enum(['INVALID_INPUT', 'INTERNAL']).optional(),
      message: z.string().optional(),
    }),
  ),
});
