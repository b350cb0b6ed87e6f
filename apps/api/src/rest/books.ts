import { BOOK_GENRES, createBookInput, updateBookInput } from '@app/api-contract/schemas/books';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
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
  /** Copies on the shelf: 0 shows as Checked Out. */
  available: z.number().int(),
  coverColor: z.string(),
  language: z.string(),
  createdAt: instant,
  updatedAt: instant,
});

const newBook = { title: 'Jaffna: A Social History', author: 'K. Indrapala', genre: 'history' };

/** The public catalogue and the staff's book management (spec §7). */
export const booksRoutes: RestRoute[] = [
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
        '(title or author contains it, two characters or more) narrow it.',
      response: z.array(book),
      example: { query: { genre: 'history', limit: 10 } },
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
