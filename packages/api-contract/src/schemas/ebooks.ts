import {
  EBOOK_FORMATS,
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  type EbookFormat,
  type EbookGenre,
  type EbookLanguage,
} from '@app/db/constants';
import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { listSearchText, pageFields } from './paging';
import { EBOOK_FILE_EXTENSIONS, ebookFilename } from '../ebooks/filename';
import { isAllowedCoverUrl, isAllowedEbookUrl } from '../ebooks/remote-hosts';
import { instant, isoText, pageOutput } from './shapes';
import { optionalText, requiredText } from './text';

export { EBOOK_FORMATS, EBOOK_GENRES, EBOOK_LANGUAGES, type EbookFormat, type EbookGenre };
export type { EbookLanguage };

export const ebookGenreSchema = z.enum(EBOOK_GENRES, {
  error: `Choose a genre: ${EBOOK_GENRES.join(', ')}`,
});
export const ebookLanguageSchema = z.enum(EBOOK_LANGUAGES, {
  error: 'Choose English, Tamil or Sinhala',
});
export const ebookFormatSchema = z.enum(EBOOK_FORMATS, { error: 'Choose PDF, EPUB or TXT' });

/** Where an uploaded e-book lives on this site (`POST /api/ebooks/files` answers it). */
export const UPLOADED_EBOOK_PATH = /^\/api\/ebooks\/files\/[A-Za-z0-9_-]{1,128}\.(?:pdf|epub|txt)$/;

/** An e-book's file: an upload on this site, or a file at an allow-listed public library. */
export function isAcceptableEbookFileUrl(url: string): boolean {
  return UPLOADED_EBOOK_PATH.test(url) || isAllowedEbookUrl(url);
}

/** Every field staff may set, without defaults (an update changes only what it names). */
const ebookFields = {
  title: requiredText(500, 'Title'),
  author: requiredText(300, 'Author'),
  genre: ebookGenreSchema,
  fileUrl: requiredText(2000, 'File URL').refine(isAcceptableEbookFileUrl, {
    message:
      'The file must be uploaded here or be an https link (default port) to Project Gutenberg, the Internet Archive, Open Library or Project Madurai',
    params: { field: 'ebookFile' },
  }),
  description: optionalText(10_000, 'Description', { multiline: true }),
  language: ebookLanguageSchema,
  isbn: optionalText(32, 'ISBN'),
  publisher: optionalText(300, 'Publisher'),
  publicationYear: z
    .number({ error: 'Publication year must be a number' })
    .int('Publication year must be a whole number')
    .min(-3000, 'Publication year is out of range')
    .max(2100, 'Publication year is out of range')
    .nullable()
    .optional(),
  fileFormat: ebookFormatSchema,
  /** As shown to readers, e.g. '2.5 MB'. */
  fileSize: optionalText(32, 'File size'),
  coverImageUrl: optionalText(2000, 'Cover image URL').refine(
    (url) => url == null || isAllowedCoverUrl(url),
    {
      message:
        'The cover must be a path on this site or an https link to Project Gutenberg, the Internet Archive, Open Library or Project Madurai',
      params: { field: 'cover' },
    },
  ),
  totalPages: z
    .number({ error: 'Total pages must be a number' })
    .int('Total pages must be a whole number')
    .min(0, 'Total pages cannot be negative')
    .max(1_000_000, 'Total pages is out of range')
    .nullable()
    .optional(),
  isPublicDomain: z.boolean(),
  rating: z
    .number({ error: 'Rating must be a number' })
    .min(0, 'Rating is from 0 to 5')
    .max(5, 'Rating is from 0 to 5'),
  tags: z
    .array(
      z
        .string({ error: 'Each tag must be text' })
        .trim()
        .min(1, 'Tags cannot be empty')
        .max(60, 'A tag can be at most 60 characters'),
      { error: 'Tags must be a list' },
    )
    .max(30, 'At most 30 tags')
    .transform((tags) => [...new Set(tags)]),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
};

/** Adding an e-book (spec §3 fields, §5 choices; defaults of §9). */
export const createEbookInput = z.object({
  ...ebookFields,
  language: ebookFields.language.default('English'),
  fileFormat: ebookFields.fileFormat.default('PDF'),
  isPublicDomain: ebookFields.isPublicDomain.default(true),
  rating: ebookFields.rating.default(0),
  tags: ebookFields.tags.default([]),
  isFeatured: ebookFields.isFeatured.default(false),
  isActive: ebookFields.isActive.default(true),
});
export type CreateEbookInput = z.input<typeof createEbookInput>;

export const ebookIdSchema = z
  .number({ error: 'Not an e-book id' })
  .int('Not an e-book id')
  .positive('Not an e-book id')
  .max(MAX_ROW_ID, 'Not an e-book id');

/** Changing an e-book: its id and only the fields that change. */
export const updateEbookInput = z.object(ebookFields).partial().extend({ id: ebookIdSchema });
export type UpdateEbookInput = z.input<typeof updateEbookInput>;

export const ebookIdInput = z.object({ id: ebookIdSchema });

/** Shelves (featured, popular, recent): 12 by default, as on the home page. */
export const DEFAULT_SHELF_SIZE = 12;
/** A page of the Digital Library, of its search results and of the staff's list. */
export const DEFAULT_LIST_SIZE = 24;
export const DEFAULT_SEARCH_SIZE = DEFAULT_LIST_SIZE;

export const listEbooksInput = z
  .object({
    genre: ebookGenreSchema.optional(),
    language: ebookLanguageSchema.optional(),
    ...pageFields(DEFAULT_LIST_SIZE, 100),
  })
  .prefault({});
export type ListEbooksInput = z.input<typeof listEbooksInput>;

export const ebookShelfInput = z.object(pageFields(DEFAULT_SHELF_SIZE, 100)).prefault({});

/** Whether an e-book is shown to readers (`active`) or hidden from them. */
export const EBOOK_STATES = ['active', 'hidden'] as const;
export type EbookState = (typeof EBOOK_STATES)[number];

/** The staff's list: every e-book, hidden ones too, narrowed and searched on the server. */
export const listAllEbooksInput = z
  .object({
    genre: ebookGenreSchema.optional(),
    language: ebookLanguageSchema.optional(),
    state: z.enum(EBOOK_STATES).optional(),
    /** Searched as readers search (title, author, tags, description, any script). */
    q: listSearchText,
    ...pageFields(DEFAULT_LIST_SIZE, 100),
  })
  .prefault({});

/** Searching: the text must hold something besides spaces. */
export const searchEbooksInput = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'A search can be at most 200 characters'),
  genre: ebookGenreSchema.optional(),
  language: ebookLanguageSchema.optional(),
  // Ranking reads every match whatever the page, so any page costs about the same.
  ...pageFields(DEFAULT_SEARCH_SIZE, 100),
});
export type SearchEbooksInput = z.input<typeof searchEbooksInput>;

export const readingSessionInput = z.object({ ebookId: ebookIdSchema });

const bookmarkSchema = z.object({
  id: z.uuid().optional(),
  location: z.string().min(1).max(2000),
  label: z.string().trim().max(200).optional(),
  createdAt: z.iso.datetime(),
});
const noteSchema = z.object({
  id: z.uuid().optional(),
  location: z.string().min(1).max(2000),
  text: requiredText(5000, undefined, { multiline: true }),
  label: z.string().trim().max(200).optional(),
  createdAt: z.iso.datetime(),
});

/** A reader's place in a book; omitted fields keep what was saved before. */
export const saveReadingProgressInput = z.object({
  ebookId: ebookIdSchema,
  currentPage: z.number().int().min(1).max(1_000_000),
  totalPages: z.number().int().min(0).max(1_000_000).nullable().optional(),
  /** Percent, 0–100. */
  readingProgress: z.number().min(0).max(100),
  /** An EPUB CFI, or a character offset in a text file. */
  location: z.string().max(2000).nullable().optional(),
  bookmarks: z.array(bookmarkSchema).max(500).optional(),
  notes: z.array(noteSchema).max(1000).optional(),
  /** Seconds read since the previous save (at most a day); the server keeps the sum. */
  sessionDuration: z.number().int().min(0).max(86_400).optional(),
  isFinished: z.boolean().optional(),
});
export type SaveReadingProgressInput = z.input<typeof saveReadingProgressInput>;

/** What `ebooks.download` answers. */
export const ebookDownloadOutput = z.object({
  /** Same-origin address of the file as an attachment. */
  downloadUrl: z.string(),
  /** The title in its own script plus the format's extension. */
  filename: z.string(),
});
export type EbookDownload = z.output<typeof ebookDownloadOutput>;

/**
 * The name a downloaded e-book is saved under: its title as written (Tamil and Sinhala stay in
 * their script; joiners kept, since Sinhala conjuncts need them), without what file systems
 * refuse (path separators, reserved punctuation, control characters), cut between whole
 * letters, plus the format's extension (`ebookFilename`, which the file route's
 * `Content-Disposition` uses too).
 */
export function ebookDownloadFilename(ebook: { title: string; fileFormat: EbookFormat }): string {
  return ebookFilename(ebook.title, EBOOK_FILE_EXTENSIONS[ebook.fileFormat]);
}

/** E-books related to one (the e-book's page): by the same author first, then the same genre. */
export const relatedEbooksInput = z.object({
  id: ebookIdSchema,
  limit: z.number().int().min(1).max(24).optional(),
});
export const DEFAULT_RELATED_SIZE = 6;

/** A bookmark the reader adds where they are (its id is made on their device). */
export const addBookmarkInput = z.object({
  ebookId: ebookIdSchema,
  bookmark: bookmarkSchema.required({ id: true }),
});
/** A note the reader writes where they are. */
export const addNoteInput = z.object({
  ebookId: ebookIdSchema,
  note: noteSchema.required({ id: true }),
});
/** Removing a bookmark or a note by its id. */
export const removeReadingMarkInput = z.object({ ebookId: ebookIdSchema, id: z.uuid() });
export type AddBookmarkInput = z.input<typeof addBookmarkInput>;
export type AddNoteInput = z.input<typeof addNoteInput>;

/** An e-book as every procedure answers it (its search columns never leave the database). */
export const ebookOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  genre: z.enum(EBOOK_GENRES),
  /** Same-origin (`/api/ebooks/files/…`) or an allow-listed library's address. */
  fileUrl: z.string(),
  description: z.string().nullable(),
  language: z.enum(EBOOK_LANGUAGES),
  isbn: z.string().nullable(),
  publisher: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  fileFormat: z.enum(EBOOK_FORMATS),
  /** As shown to readers ('2.5 MB'). */
  fileSize: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  totalPages: z.number().int().nullable(),
  isPublicDomain: z.boolean(),
  downloadCount: z.number().int(),
  /** 0 to 5. */
  rating: z.number(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  /** The catalogue it was imported from ('gutenberg', 'openlibrary'…), and its id there. */
  source: z.string().nullable(),
  sourceId: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export const ebookPageOutput = pageOutput(ebookOutput);
export const ebookListOutput = z.array(ebookOutput);

/** What `POST /api/ebooks/files` answers: the stored file, ready for the e-book form. */
export const ebookUploadOutput = z.object({
  fileUrl: z.string(),
  fileFormat: z.enum(EBOOK_FORMATS),
  /** As shown to readers ('2.5 MB'). */
  fileSize: z.string(),
  /** The name it was uploaded under. */
  filename: z.string(),
  /** Pages of a PDF, when its file says. */
  totalPages: z.number().int().optional(),
});
export type EbookUpload = z.output<typeof ebookUploadOutput>;

const bookmarkOutput = z.object({
  id: z.string().optional(),
  location: z.string(),
  label: z.string().optional(),
  createdAt: isoText,
});
const noteOutput = bookmarkOutput.extend({ text: z.string() });

/** A reader's bookmarks and notes in one book (the reader's panel). */
export const readingMarksOutput = z.object({
  bookmarks: z.array(bookmarkOutput),
  notes: z.array(noteOutput),
});

/** A signed-in reader's place in a book, synced between their devices. */
export const readingSessionOutput = readingMarksOutput.extend({
  id: z.number().int(),
  ebookId: z.number().int(),
  userId: z.string().nullable(),
  currentPage: z.number().int(),
  totalPages: z.number().int().nullable(),
  /** Percent, 0–100. */
  readingProgress: z.number(),
  location: z.string().nullable(),
  lastReadAt: instant,
  /** Seconds spent reading, summed. */
  sessionDuration: z.number().int(),
  isFinished: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
/** Null for a reader who is not signed in (their place is kept on their device). */
export const optionalReadingSessionOutput = readingSessionOutput.nullable();

/** The reader's e-books, latest read first (the account page). */
export const myReadingOutput = z.array(
  z.object({
    ebookId: z.number().int(),
    title: z.string(),
    author: z.string(),
    language: z.enum(EBOOK_LANGUAGES),
    currentPage: z.number().int(),
    totalPages: z.number().int().nullable(),
    readingProgress: z.number(),
    isFinished: z.boolean(),
    lastReadAt: instant,
  }),
);
