import { countRows, SEED_NOW } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * What the REST skin adds to the books router (its behaviour is tested beside it, in
 * packages/api-contract): paths, statuses, query and path coercion, the error body.
 */
let api: TestApi<'staff' | 'patron'>;
beforeAll(async () => {
  api = await startTestApi({ roles: { staff: 'librarian', patron: 'patron' } });
});
afterAll(() => api.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, payload, headers: { cookie: api.cookies.staff } });

describe('GET /api/books', () => {
  it('answers a page of the collection as a JSON array with ISO dates, narrowed by ?genre= (all: no filter)', async () => {
    const total = await countRows(api.db, 'books');
    const res = await api.app.inject('/api/books');
    expect(res.statusCode).toBe(200);
    const books = res.json<{ genre: string; createdAt: string }[]>();
    expect(books).toHaveLength(Math.min(24, total));
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(books[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const poetry = (await api.app.inject('/api/books?genre=poetry')).json<{ genre: string }[]>();
    expect(new Set(poetry.map((b) => b.genre))).toEqual(new Set(['poetry']));
    expect((await api.app.inject('/api/books?genre=all')).json()).toHaveLength(books.length);
  });

  it('follows its Link header to the last book, and searches by ?q=', async () => {
    const total = await countRows(api.db, 'books');
    const seen = new Set<number>();
    const nextLink = (link: unknown) => /<([^>]+)>; rel="next"/.exec(String(link ?? ''))?.[1];
    let next: string | undefined = '/api/books?limit=10';
    while (next) {
      const res: { headers: Record<string, unknown>; body: string } = await api.app.inject(next);
      for (const book of JSON.parse(res.body) as { id: number }[]) seen.add(book.id);
      next = nextLink(res.headers.link);
    }
    expect(seen.size).toBe(total);
    const found = await api.app.inject(`/api/books?q=${encodeURIComponent('குறள்')}`);
    expect(found.json<{ title: string }[]>().map((b) => b.title)).toEqual(['திருக்குறள்']);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await api.app.inject('/api/books?limit=101')).statusCode).toBe(400);
  });

  it('answers 400 with the house error body for a genre outside the list', async () => {
    const res = await api.app.inject('/api/books?genre=cookery');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      appCode: 'INVALID_INPUT',
      message: 'Some of the information is not valid. Please check it and try again.',
      fieldErrors: { genre: [expect.any(String)] },
    });
  });
});

describe('/api/admin/books', () => {
  it('adds a book with 201, and refuses a bad one with 400 and its field errors', async () => {
    const created = await send('POST', '/api/admin/books', {
      title: 'New',
      author: 'A',
      genre: 'art',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'New', available: 1, coverColor: 'blue' });
    const refused = await send('POST', '/api/admin/books', { title: 'T', genre: 'art' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { author: [expect.any(String)] },
    });
  });

  it('edits by the id in the path; 404 for a book that does not exist, 400 for a path that is not an id', async () => {
    const { id } = (
      await send('POST', '/api/admin/books', { title: 'Old', author: 'A', genre: 'art' })
    ).json<{ id: number }>();
    const edited = await send('PUT', `/api/admin/books/${id}`, { available: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, title: 'Old', available: 0 });
    expect((await send('PUT', '/api/admin/books/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/books/999999')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/books/abc')).statusCode).toBe(400);
  });

  it('deletes a book with 200, and answers 409 with the reason for one with loan records', async () => {
    const book = async (title: string) =>
      (await send('POST', '/api/admin/books', { title, author: 'A', genre: 'art' })).json<{
        id: number;
      }>().id;
    const gone = await book('Gone');
    const del = await send('DELETE', `/api/admin/books/${gone}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: gone });

    const lent = await book('Lent');
    await api.db
      .insertInto('loans')
      .values({ bookId: lent, userId: api.ids.patron, dueDate: SEED_NOW, status: 'returned' })
      .execute();
    const refused = await send('DELETE', `/api/admin/books/${lent}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      appCode: 'BOOK_HAS_LOANS',
      message:
        'This book has loan records, so it cannot be deleted. Set its available copies to 0 instead.',
    });
  });
});
