import {
  createEbookInput,
  EBOOK_FORMATS,
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  updateEbookInput,
} from '@app/api-contract/schemas/ebooks';
import {
  ebookImportSearchInput,
  importBulkInput,
  importEbookInput,
  IMPORT_SOURCES,
} from '@app/api-contract/schemas/ebooks-import';
import { MAX_ROW_ID } from '@app/api-contract/schemas/ids';
import { jobView } from '@app/api-contract/schemas/jobs';
import { z } from 'zod';
import type { EbookFiles } from '../ebooks/files/files';
import { handlerRoute, procedureRoute, type RestRoute } from './route';
import {
  chosen,
  deleted,
  filterQuery,
  idParams,
  instant,
  nullableText,
  pageQuery,
  searchQuery,
} from './wire';

const ebook = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  genre: z.enum(EBOOK_GENRES),
  /** Same-origin (`/api/ebooks/files/…`) or an allow-listed library's address. */
  fileUrl: z.string(),
  description: nullableText,
  language: z.enum(EBOOK_LANGUAGES),
  isbn: nullableText,
  publisher: nullableText,
  publicationYear: z.number().int().nullable(),
  fileFormat: z.enum(EBOOK_FORMATS),
  /** As shown to readers ('2.5 MB'). */
  fileSize: nullableText,
  coverImageUrl: nullableText,
  totalPages: z.number().int().nullable(),
  isPublicDomain: z.boolean(),
  downloadCount: z.number().int(),
  /** 0 to 5. */
  rating: z.number(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  /** The catalogue it was imported from ('gutenberg', 'openlibrary'…), and its id there. */
  source: nullableText,
  sourceId: nullableText,
  createdAt: instant,
  updatedAt: instant,
});
const ebooks = z.array(ebook);

const candidate = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  title: z.string(),
  authors: z.array(z.string()),
  genre: z.enum(EBOOK_GENRES),
  fileFormat: z.enum(EBOOK_FORMATS),
  fileUrl: z.string(),
  language: z.enum(EBOOK_LANGUAGES),
  category: nullableText,
  coverUrl: nullableText,
  downloadCount: z.number().int(),
  description: nullableText.optional(),
  publicationYear: z.number().int().nullable().optional(),
});

/** A book the docs' import example adds (its file is only fetched when someone reads it). */
const EXAMPLE_CANDIDATE = {
  id: '1661',
  source: 'gutenberg',
  title: 'The Adventures of Sherlock Holmes',
  authors: ['Doyle, Arthur Conan'],
  genre: 'fiction',
  fileFormat: 'EPUB',
  fileUrl: 'https://www.gutenberg.org/ebooks/1661.epub3.images',
  language: 'English',
  category: 'Detective and mystery stories',
  coverUrl: null,
  downloadCount: 50_000,
};

const shelfQuery = z.object(pageQuery(100));
const genreAndLanguage = {
  genre: filterQuery(EBOOK_GENRES),
  language: filterQuery(EBOOK_LANGUAGES),
};

function shelf(
  path: '/api/ebooks/featured' | '/api/ebooks/popular' | '/api/ebooks/recent',
  procedure: 'ebooks.featured' | 'ebooks.popular' | 'ebooks.recent',
  summary: string,
): RestRoute {
  return procedureRoute({
    method: 'GET',
    path,
    procedure,
    query: shelfQuery,
    input: ({ query }) => query,
    paged: true,
    docs: { summary, description: '12 unless `limit` says (at most 100).', response: ebooks },
  });
}

/** The Digital Library (spec §7): catalogue, search, downloads, files, staff CRUD and import. */
export function ebooksRoutes({ files }: { files: EbookFiles }): RestRoute[] {
  return [
    procedureRoute({
      method: 'GET',
      path: '/api/ebooks',
      procedure: 'ebooks.list',
      query: z.object({ ...genreAndLanguage, ...pageQuery(100) }),
      input: ({ query }) => ({
        ...query,
        genre: chosen(query.genre),
        language: chosen(query.language),
      }),
      paged: true,
      docs: {
        summary: 'Active e-books, newest first, optionally of one genre and language',
        description: '24 a page unless `limit` says (at most 100); `all` means no filter.',
        response: ebooks,
        example: { query: { genre: 'poetry', language: 'Tamil' } },
      },
    }),
    shelf('/api/ebooks/featured', 'ebooks.featured', 'Featured e-books'),
    shelf('/api/ebooks/popular', 'ebooks.popular', 'The most downloaded e-books'),
    shelf('/api/ebooks/recent', 'ebooks.recent', 'The newest e-books'),
    procedureRoute({
      method: 'GET',
      path: '/api/ebooks/search',
      procedure: 'ebooks.search',
      query: z.object({
        q: searchQuery,
        ...genreAndLanguage,
        ...pageQuery(100),
      }),
      // A missing `q` reaches the procedure as blank, which refuses it in words.
      input: ({ query }) => ({
        ...query,
        q: query.q ?? '',
        genre: chosen(query.genre),
        language: chosen(query.language),
      }),
      paged: true,
      docs: {
        summary: 'Search active e-books over title, author, tags and description',
        errors: ['RATE_LIMITED'],
        description:
          'In English, Tamil and Sinhala, native or romanised (`thirukkural`, `yapanaya`), ' +
          'forgiving typos (close spellings are tried when nothing matches as typed). Best ' +
          'first, 24 a page unless `limit` says (at most 100); `X-Total-Count` is every ' +
          'match. A blank `q` is refused.',
        response: ebooks,
        example: { query: { q: 'thirukkural' } },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/ebooks/{id}',
      procedure: 'ebooks.byId',
      params: idParams,
      input: ({ params }) => params,
      docs: {
        summary: 'One e-book (an inactive one only for staff)',
        response: ebook,
        errors: ['NOT_FOUND'],
        example: { params: { id: 1 } },
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/ebooks',
      procedure: 'ebooks.create',
      body: createEbookInput,
      input: ({ body }) => body,
      status: 201,
      docs: {
        summary: 'Add an e-book',
        description:
          'English, PDF, public domain, rating 0 and active unless given. `fileUrl` is an ' +
          'upload here or a link to Project Gutenberg, the Internet Archive, Open Library or ' +
          'Project Madurai.',
        response: ebook,
        example: {
          body: {
            title: 'Kural: selected couplets',
            author: 'Thiruvalluvar',
            genre: 'poetry',
            language: 'Tamil',
            fileFormat: 'EPUB',
            fileUrl: 'https://www.gutenberg.org/ebooks/1342.epub3.images',
          },
        },
      },
    }),
    procedureRoute({
      method: 'PUT',
      path: '/api/ebooks/{id}',
      procedure: 'ebooks.update',
      params: idParams,
      body: updateEbookInput.omit({ id: true }),
      input: ({ params, body }) => ({ ...body, id: params.id }),
      docs: {
        summary: 'Change the fields sent of an e-book',
        response: ebook,
        errors: ['NOT_FOUND'],
        example: { params: { id: 1 }, body: { isFeatured: true } },
      },
    }),
    procedureRoute({
      method: 'DELETE',
      path: '/api/ebooks/{id}',
      procedure: 'ebooks.delete',
      params: idParams,
      input: ({ params }) => params,
      docs: {
        summary: 'Delete an e-book',
        response: deleted,
        errors: ['NOT_FOUND'],
        example: { params: { id: 2 } },
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/ebooks/{id}/download',
      procedure: 'ebooks.download',
      params: idParams,
      input: ({ params }) => params,
      docs: {
        summary: 'Count a download and say where to fetch the file',
        description:
          'Counts atomically and records the address, user agent, kind of device and the ' +
          'signed-in reader. The filename is the title in its own script. A client counts a few ' +
          'downloads a minute of one e-book; repeats are refused (429) and not counted.',
        response: z.object({ downloadUrl: z.string(), filename: z.string() }),
        errors: ['NOT_FOUND', 'RATE_LIMITED'],
        example: { params: { id: 1 } },
      },
    }),
    handlerRoute({
      method: 'GET',
      path: '/api/ebooks/{id}/file',
      access: 'public',
      status: 200,
      // Anything but a number is simply no e-book (404), as for a file that is gone.
      params: z.object({ id: z.string().max(20) }),
      query: z.object({ download: z.enum(['1', 'true', '0', 'false']).optional() }),
      handler: ({ params, query }, request, reply) => {
        const number = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
        const id = number <= MAX_ROW_ID ? number : 0;
        const asAttachment = query.download === '1' || query.download === 'true';
        return files.serveEbookFile(id, asAttachment, request, reply);
      },
      docs: {
        summary: "An active e-book's file, from this site",
        description:
          'Remote files are fetched once from Project Gutenberg, the Internet Archive, Open ' +
          'Library or Project Madurai and kept. Byte ranges and ETag; `download=1` names the ' +
          'file after its title (`filename*`, Tamil and Sinhala kept).',
        produces: 'application/octet-stream',
        errors: ['NOT_FOUND', 'EBOOK_FILE_UNAVAILABLE', 'RATE_LIMITED'],
      },
    }),
    handlerRoute({
      method: 'POST',
      path: '/api/ebooks/files',
      access: 'staff',
      status: 201,
      multipart: { maxBytes: files.maxUploadBytes },
      handler: (_parts, request, reply) => files.upload(request, reply),
      docs: {
        summary: 'Upload an EPUB, PDF or UTF-8 text file (multipart `file`)',
        description: 'Checked by its content, not its name; stored under its content hash.',
        response: z.object({
          fileUrl: z.string(),
          fileFormat: z.enum(EBOOK_FORMATS),
          fileSize: z.string(),
          filename: z.string(),
          totalPages: z.number().int().optional(),
        }),
        errors: ['EBOOK_FILE_REQUIRED', 'EBOOK_FILE_TYPE', 'EBOOK_FILE_TOO_LARGE'],
      },
    }),
    handlerRoute({
      method: 'GET',
      path: '/api/ebooks/files/{name}',
      access: 'public',
      status: 200,
      params: z.object({ name: z.string().max(200) }),
      handler: ({ params }, request, reply) => files.serveUpload(params.name, request, reply),
      docs: {
        summary: 'An uploaded e-book file (cached for a year: names are content hashes)',
        produces: 'application/octet-stream',
        errors: ['NOT_FOUND'],
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/ebooks/import/search',
      procedure: 'ebooks.importSearch',
      query: ebookImportSearchInput,
      input: ({ query }) => query,
      docs: {
        summary: 'Search a free catalogue (Gutenberg or Open Library) for books to import',
        description:
          'Only free books: Gutenberg `copyright: false`, Open Library `ebook_access: public`. ' +
          '`inLibrary` says whether the library already holds one.',
        response: z.object({
          results: z.array(candidate.extend({ inLibrary: z.boolean() })),
        }),
        errors: [
          'IMPORT_SOURCE_TIMEOUT',
          'IMPORT_SOURCE_RATE_LIMITED',
          'IMPORT_SOURCE_UNAVAILABLE',
          'IMPORT_SOURCE_BAD_ANSWER',
        ],
        example: { query: { query: 'frankenstein', source: 'gutenberg', language: 'en' } },
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/ebooks/import',
      procedure: 'ebooks.import',
      body: importEbookInput,
      input: ({ body }) => body,
      // 201 when the book was added, 200 when the library already had it.
      status: (result) => (result.status === 'imported' ? 201 : 200),
      docs: {
        summary: 'Import one book found by the search',
        response: z.object({ status: z.enum(['imported', 'already']), ebook }),
        example: { body: { bookData: EXAMPLE_CANDIDATE }, status: 201 },
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/ebooks/import/bulk',
      procedure: 'ebooks.importBulk',
      body: importBulkInput,
      input: ({ body }) => body,
      docs: {
        summary: 'Import up to 100 books, each on its own',
        response: z.object({
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
        }),
        example: {
          body: {
            books: [
              {
                ...EXAMPLE_CANDIDATE,
                id: '2852',
                title: 'The Hound of the Baskervilles',
                fileUrl: 'https://www.gutenberg.org/ebooks/2852.epub3.images',
              },
            ],
          },
        },
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/ebooks/import/jobs',
      procedure: 'ebooks.importBulkJob',
      body: importBulkInput,
      input: ({ body }) => body,
      status: 202,
      docs: {
        summary: 'Import up to 100 books as a job (follow it at /api/jobs/{id})',
        description:
          'Answers at once with the job. Its `done` counts the books imported so far; its ' +
          '`result`, once completed, is the answer /api/ebooks/import/bulk gives.',
        response: jobView,
        example: {
          body: {
            books: [
              {
                ...EXAMPLE_CANDIDATE,
                id: '1661',
                title: 'The Adventures of Sherlock Holmes',
                fileUrl: 'https://www.gutenberg.org/ebooks/1661.epub3.images',
              },
            ],
          },
          status: 202,
        },
      },
    }),
  ];
}
