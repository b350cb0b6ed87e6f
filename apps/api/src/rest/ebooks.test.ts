import { FAKE_RETRY_AFTER_SECONDS } from '@app/testing/fake-import-catalogues';
import { startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * What the REST skin adds to the ebooks router (its behaviour, import and reading progress
 * included, is tested beside it in packages/api-contract): query and path coercion, statuses,
 * the error body and its language, Retry-After, the request's address and User-Agent. The
 * import runs the real catalogue adapters against the fake servers.
 */
let fake: FakeCatalogues;
let api: TestApi<'staff' | 'patron'>;

beforeAll(async () => {
  fake = await startFakeCatalogues({ slowMs: 2000 });
  api = await startTestApi({
    env: { GUTENDEX_BASE_URL: fake.url, OPENLIBRARY_BASE_URL: fake.url, IMPORT_TIMEOUT_MS: '300' },
    roles: { staff: 'librarian', patron: 'patron' },
  });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

interface EbookJson {
  id: number;
  title: string;
  genre: string;
  language: string;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });
const asStaff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, payload, headers: { cookie: api.cookies.staff } });

const newEbook = {
  title: 'பாரதியார் கவிதைகள்',
  author: 'சுப்பிரமணிய பாரதி',
  genre: 'poetry',
  fileUrl: 'https://www.projectmadurai.org/pm_etexts/pdf/pm0012.pdf',
};

describe('the public lists', () => {
  it('read genre and language from the query, "all" meaning none; a bad genre answers 400', async () => {
    const tamilPoetry = (await get('/api/ebooks?genre=poetry&language=Tamil')).json<EbookJson[]>();
    expect(tamilPoetry.length).toBeGreaterThan(0);
    for (const e of tamilPoetry) expect([e.genre, e.language]).toEqual(['poetry', 'Tamil']);
    const all = (await get('/api/ebooks?genre=all&language=all')).json<EbookJson[]>();
    expect(all.length).toBeGreaterThan(tamilPoetry.length);
    const bad = await get('/api/ebooks?genre=cookery');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { genre: [expect.any(String)] },
    });
  });

  it('read a shelf’s limit from the query', async () => {
    const res = await get('/api/ebooks/popular?limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });

  it('search by q from the URL in any script; without q, or a blank one, answer 400', async () => {
    const tamil = await get(`/api/ebooks/search?q=${encodeURIComponent('திருக்குறள்')}`);
    expect(tamil.json<EbookJson[]>()[0]?.title).toBe('திருக்குறள்');
    expect(
      (await get('/api/ebooks/search?q=pride%20prejudise')).json<EbookJson[]>()[0]?.title,
    ).toBe('Pride and Prejudice');
    for (const url of [
      '/api/ebooks/search?q=',
      '/api/ebooks/search?q=%20%20%20',
      '/api/ebooks/search',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        appCode: 'INVALID_INPUT',
        fieldErrors: { q: [expect.any(String)] },
      });
    }
  });
});

describe('staff create, update and delete', () => {
  it('answer 201, 200, 400 and 404 by the id in the path, and delete with no body sent', async () => {
    const created = await asStaff('POST', '/api/ebooks', newEbook);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<EbookJson>();
    const updated = await asStaff('PUT', `/api/ebooks/${id}`, { isFeatured: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, isFeatured: true });
    const refused = await asStaff('PUT', `/api/ebooks/${id}`, { rating: 9 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { rating: ['Rating is from 0 to 5'] } });
    expect((await asStaff('PUT', '/api/ebooks/999999', { title: 'x' })).statusCode).toBe(404);

    const deleted = await asStaff('DELETE', `/api/ebooks/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id });
    expect((await get(`/api/ebooks/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/ebooks/:id/download', () => {
  it('records the caller’s address, User-Agent and session, and takes the spec’s JSON content type with no body', async () => {
    const { id } = (await asStaff('POST', '/api/ebooks', newEbook)).json<EbookJson>();
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/ebooks/${id}/download`,
      headers: {
        cookie: api.cookies.patron,
        'user-agent': iphone,
        'content-type': 'application/json',
      },
      remoteAddress: '192.0.2.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      downloadUrl: `/api/ebooks/${id}/file?download=1`,
      filename: 'பாரதியார் கவிதைகள்.pdf',
    });
    const row = await api.db
      .selectFrom('ebookDownloads')
      .selectAll()
      .where('ebookId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ipAddress: '192.0.2.7',
      userAgent: iphone,
      device: 'mobile',
      userId: api.ids.patron,
    });
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/ebooks/999999/download' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/ebooks/import/search', () => {
  const search = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    get(`/api/ebooks/import/search?${new URLSearchParams(query)}`, {
      cookie: api.cookies.staff,
      ...headers,
    });

  it('answers what the catalogue found, marking the books the library holds', async () => {
    const res = await search({ query: 'frankenstein', source: 'gutenberg', language: 'en' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { id: string; inLibrary: boolean }[] }>();
    expect(results.find((b) => b.id === '84')).toMatchObject({ inLibrary: true });
  });

  it.each([
    ['slow', 'gutenberg', 504, 'IMPORT_SOURCE_TIMEOUT', 'Project Gutenberg did not answer in time'],
    ['slow', 'openlibrary', 504, 'IMPORT_SOURCE_TIMEOUT', 'Open Library did not answer in time'],
    ['broken', 'gutenberg', 502, 'IMPORT_SOURCE_UNAVAILABLE', 'is not available right now'],
    ['malformed', 'openlibrary', 502, 'IMPORT_SOURCE_BAD_ANSWER', 'could not read'],
    ['malformed', 'gutenberg', 502, 'IMPORT_SOURCE_BAD_ANSWER', 'could not read'],
  ])(
    '"%s" at %s answers %i %s with a readable message',
    async (word, source, status, appCode, text) => {
      const res = await search({ query: `poems ${word}`, source, language: 'en' });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ appCode, message: expect.stringContaining(text) });
    },
  );

  it('passes a 429 on as 503 with the wait in Retry-After and in the message', async () => {
    const res = await search({ query: 'ratelimit', source: 'gutenberg', language: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(FAKE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      appCode: 'IMPORT_SOURCE_RATE_LIMITED',
      message: `Project Gutenberg is receiving too many requests. Please try again in ${FAKE_RETRY_AFTER_SECONDS} seconds.`,
    });
  });

  it('words the message in the language the client asks for', async () => {
    const ta = await search(
      { query: 'broken', source: 'openlibrary', language: 'en' },
      { 'accept-language': 'ta' },
    );
    expect(ta.json().message).toBe('Open Library இப்போது கிடைக்கவில்லை. பின்னர் மீண்டும் முயலவும்.');
    const si = await search(
      { query: 'slow', source: 'gutenberg', language: 'en' },
      { 'accept-language': 'si' },
    );
    expect(si.json().message).toContain('නියමිත වේලාවට පිළිතුරු දුන්නේ නැත');
  });

  it('answers a catalogue that is down (connection refused) with 502, not 500', async () => {
    // Nothing listens where buildTestApp points the catalogues by default.
    const offline = await startTestApi({
      env: { IMPORT_TIMEOUT_MS: '300' },
      roles: { staff: 'librarian' },
    });
    try {
      const res = await offline.app.inject({
        url: '/api/ebooks/import/search?query=x&source=openlibrary&language=en',
        headers: { cookie: offline.cookies.staff },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().appCode).toBe('IMPORT_SOURCE_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/ebooks/import and /import/bulk', () => {
  /** Books the real Gutendex client found, as the import panel sends them back. */
  async function foundBooks() {
    const res = await get('/api/ebooks/import/search?query=whale&source=gutenberg&language=en', {
      cookie: api.cookies.staff,
    });
    const { results } = res.json<{ results: { id: string; inLibrary: boolean }[] }>();
    return results.filter((b) => !b.inLibrary).map(({ inLibrary: _, ...book }) => book);
  }

  it('answers 201 for a book imported, 200 for one already held, 400 naming bookData for a bad one', async () => {
    const [bookData] = await foundBooks();
    expect((await asStaff('POST', '/api/ebooks/import', { bookData })).statusCode).toBe(201);
    const again = await asStaff('POST', '/api/ebooks/import', { bookData });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'already' });
    const bad = await asStaff('POST', '/api/ebooks/import', {
      bookData: { ...bookData, fileUrl: 'https://evil.example.com/book.epub' },
    });
    expect(bad.statusCode).toBe(400);
    // REST flattens to the top-level field (the contract's tests check the exact one).
    expect(bad.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { bookData: [expect.any(String)] },
    });
  });

  it('answers a bulk import with 200 and a result per book; more than 100 with 400', async () => {
    const [book] = await foundBooks();
    const res = await asStaff('POST', '/api/ebooks/import/bulk', { books: [book, { id: 'junk' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, skipped: 0, failed: 1 });
    const tooMany = await asStaff('POST', '/api/ebooks/import/bulk', {
      books: Array.from({ length: 101 }, () => book),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.books).toBeDefined();
  });
});
