import { BOOK_GENRES, createBookInput, updateBookInput } from '@app/api-contract/schemas/books';
import { z } from 'zod';
import { COVER_IMAGES, COVER_URL_PREFIX } from '../books/covers';
import { sendStoredWebp } from '../http/stored-files';
import type { FileStorage } from '../storage/storage';
import { handlerRoute, procedureRoute, type RestRoute } from './route';
import { chosen, filterQuery, idParams, pageQuery, searchQuery } from './wire';

const newBook = { title: 'Jaffna: A Social History', author: 'K. Indrapala', genre: 'history' };

/** The public collection and the staff's book management (spec §7). */
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
      summary: 'The book collection, newest first',
      description:
        '24 a page unless `limit` says (at most 100); `genre` (`all` means none) and `q` ' +
        '(title or author contains it, two characters or more) narrow it. `onShelf` is what a ' +
        'reader can borrow now: the copies on the shelf for a title with scanned copies, else ' +
        'the `available` number staff typed.',
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
      summary: 'One title with its copies per branch (on the shelf, on loan)',
      description:
        '`onShelf` is what a reader can borrow now: the copies on the shelf for a title with ' +
        'scanned copies, else the `available` number staff typed.',
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
      description: `The \`coverUrl\` of a title (\`${COVER_URL_PREFIX}…\`), as WebP, cached for a year.`,
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
      description:
        '`available` is 1 and `coverColor` blue unless given. A refused field answers 400 with ' +
        '`fieldErrors`, and nothing is written.',
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
      errors: ['NOT_FOUND', 'BOOK_HAS_LOANS'],
      example: { params: { id: 2 } },
    },
  }),
];
