import {
  ebookImportSearchInput,
  importBulkInput,
  importEbookInput,
} from '@app/api-contract/schemas/ebooks-import';
import { procedureRoute, type RestRoute } from './route';

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

/** Finding free e-books in Project Gutenberg and Open Library, and importing them (staff). */
export const ebookImportRoutes: RestRoute[] = [
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
        '`inLibrary` says whether the library already holds one. A catalogue that is slow, ' +
        'limits the site (with `Retry-After`), is away or answers nonsense is said so by its ' +
        'own code.',
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
      description:
        '201 `{status: imported, ebook}` when the book was added, 200 `{status: already, ' +
        'ebook}` when the library already had it.',
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
      description: 'A book that fails fails alone; `results` says how each went.',
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
        'Answers at once with the job. Its `done` counts the books imported so far ("42 of ' +
        '100 imported"); its `result`, once completed, is the answer /api/ebooks/import/bulk ' +
        'gives.',
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
