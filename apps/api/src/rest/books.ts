import { BOOK_GENRES, createBookInput, updateBookInput } from '@app/api-contract/schemas/books';
import { z } from 'zod';
import { COVER_IMAGES, COVER_URL_PREFIX } from '../books/covers';
import { sendStoredWebp } from '../http/stored-files';
import type { FileStorage } from '../storage/storage';
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

const book = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  genre: z.enum(BOOK_GENRES),
  description: nullableText,
  /** Copies on the shelf as staff typed it (titles with scanned copies count those instead). */
  available: z.number().int(),
  coverColor: z.string(),
  language: z.string(),
  /** The ISBN-13 its scanned copies were matched by, for titles that came from the shelf. */
  isbn: nullableText,
  /** A cover kept on this site (`/api/books/covers/…`); null shows the coloured block. */
  coverUrl: nullableText,
  createdAt: instant,
  updatedAt: instant,
});
/** A title as the public collection shows it: how many copies it has and how many are in. */
const shelvedBook = book.extend({
  /** Scanned copies in circulation (verified or on loan). */
  copyCount: z.number().int(),
  /** Copies on the shelf now, or `available` for a title without scanned copies; 0 shows as Checked Out. */
  onShelf: z.number().int(),
});

const newBook = { title: 'Jaffna: A Social History', author: 'K. Indrapala', genre: 'history' };

/** The public catalogue and the staff's book management (spec §7). */
export const booksRoutes = (deps: { storage: FileStorage }): RestRoute[] => [
  procedureRoute({
    method: 'GET',
    path: '/api/books',
    procedure: 'books.list',
    query: z.object({
      genre: filterQuery(BOOK_GENRES),
      q: searchQuery,
      ...pageQuery(100),
    }),
    input: ({ query }) => ({ ...query, genre: chosen(query.genre) }),
    paged: true,
    docs: {
      summary: 'The book catalogue, newest first',
      description:
        '24 a page unless `limit` says (at most 100); `genre` (`all` means none) and `q` ' +
        '(title or author contains it, two characters or more) narrow it. `onShelf` is what a ' +
        'reader can borrow now: the copies on the shelf for a title with scanned copies, else ' +
        'the `available` number staff typed.',
      response: z.array(shelvedBook),
      example: { query: { genre: 'history', limit: 10 } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/books/{id}',
    procedure: 'books.byId',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'One title with its copies per branch',
      response: shelvedBook.extend({
        branches: z.array(
          z.object({
            branchId: z.string(),
            name: z.string(),
            nameTa: nullableText,
            nameSi: nullableText,
            onShelf: z.number().int(),
            onLoan: z.number().int(),
          }),
        ),
      }),
      errors: ['NOT_FOUND'],
      example: { params: { id: 1 } },
    },
  }),
  handlerRoute({
    method: 'GET',
    path: '/api/books/covers/{file}',
    access: 'public',
    status: 200,
    params: z.object({ file: z.string().max(200) }),
    handler: ({ params }, request, reply) =>
      sendStoredWebp(request, reply, deps.storage, COVER_IMAGES, params.file, 'public'),
    docs: {
      summary: 'A title’s cover, fetched once from Open Library’s cover service and kept here',
      description: `The \`coverUrl\` of a title (\`${COVER_URL_PREFIX}…\`).`,
      produces: 'image/webp',
      errors: ['NOT_FOUND'],
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/admin/books',
    procedure: 'books.create',
    body: createBookInput,
    input: ({ body }) => body,
    status: 201,
    docs: {
      summary: 'Add a book',
      description: '`available` is 1 and `coverColor` blue unless given.',
      response: book,
      example: { body: newBook },
    },
  }),
  procedureRoute({
    method: 'PUT',
    path: '/api/admin/books/{id}',
    procedure: 'books.update',
    params: idParams,
    body: updateBookInput.omit({ id: true }),
    input: ({ params, body }) => ({ ...body, id: params.id }),
    docs: {
      summary: 'Change the fields sent of a book',
      response: book,
      errors: ['NOT_FOUND'],
      example: { params: { id: 1 }, body: { available: 2 } },
    },
  }),
  procedureRoute({
    method: 'DELETE',
    path: '/api/admin/books/{id}',
    procedure: 'books.delete',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Delete a book (refused while it has loan records)',
      response: deleted,
      errors: ['NOT_FOUND', 'BOOK_HAS_LOANS'],
      example: { params: { id: 2 } },
    },
  }),
];
