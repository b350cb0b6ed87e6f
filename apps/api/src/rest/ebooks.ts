import {
  createEbookInput,
  EBOOK_GENRES,
  EBOOK_LANGUAGES,
  updateEbookInput,
} from '@app/api-contract/schemas/ebooks';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { chosen, filterQuery, idParams, pageQuery, searchQuery } from './wire';

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
    docs: { summary, description: 'Active e-books only; 12 unless `limit` says (at most 100).' },
  });
}

/** The Digital Library's reading side (spec §7): the collection, its search, downloads. */
const collectionRoutes: RestRoute[] = [
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
    query: z.object({ q: searchQuery, ...genreAndLanguage, ...pageQuery(100) }),
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
      errors: ['NOT_FOUND'],
      example: { params: { id: 1 } },
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
      errors: ['NOT_FOUND', 'RATE_LIMITED'],
      example: { params: { id: 1 } },
    },
  }),
];

/** The staff's e-book management: add, edit, delete. */
const staffRoutes: RestRoute[] = [
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
        'Project Madurai. A refused field answers 400 with `fieldErrors`, and nothing is ' +
        'written.',
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
      errors: ['NOT_FOUND'],
      example: { params: { id: 2 } },
    },
  }),
];

/** The Digital Library (spec §7): collection, search, downloads and the staff's CRUD. */
export const ebooksRoutes: RestRoute[] = [...collectionRoutes, ...staffRoutes];
