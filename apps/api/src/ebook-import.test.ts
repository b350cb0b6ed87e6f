import type { ImportCandidate } from '@app/api-contract';
import { importCandidateSchema } from '@app/api-contract/schemas/ebooks-import';
import { searchEbooks } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RETRY_AFTER_SECONDS,
  startFakeCatalogues,
  type FakeCatalogues,
} from '@app/testing/fake-catalogues';
import { buildTestApp, createTestUser, signIn } from './testing';

let t: TestDatabase;
let app: FastifyInstance;
let fake: FakeCatalogues;
let staff: string;
let patron: string;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  fake = await startFakeCatalogues({ slowMs: 2000 });
  app = await buildTestApp(t.db, {
    env: {
      GUTENDEX_BASE_URL: fake.url,
      OPENLIBRARY_BASE_URL: fake.url,
      IMPORT_TIMEOUT_MS: '300',
    },
  });
  const librarian = await createTestUser(t.db, 'librarian');
  staff = await signIn(app, librarian.email, librarian.password);
  const member = await createTestUser(t.db, 'patron');
  patron = await signIn(app, member.email, member.password);
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await t.destroy();
});

type SearchResult = ImportCandidate & { inLibrary: boolean };

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/api/ebooks/import/search?${new URLSearchParams(query)}`,
    headers: { cookie: staff, ...headers },
  });
}

async function results(query: Record<string, string>): Promise<SearchResult[]> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: SearchResult[] }).results;
}

const post = (url: string, payload: unknown, cookie = staff) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

async function ebookRows(source: string, sourceId?: string) {
  let query = t.db.selectFrom('ebooks').selectAll().where('source', '=', source);
  if (sourceId !== undefined) query = query.where('sourceId', '=', sourceId);
  return query.execute();
}

/** A free Gutenberg candidate as the search would give it, with an id of our choosing. */
function candidate(id: number, overrides: Partial<ImportCandidate> = {}): ImportCandidate {
  return {
    id: String(id),
    source: 'gutenberg',
    title: `Bulk test book ${id}`,
    authors: ['Test Author'],
    genre: 'literature',
    fileFormat: 'EPUB',
    fileUrl: `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
    language: 'English',
    category: null,
    coverUrl: null,
    downloadCount: 0,
    ...overrides,
  };
}

describe('GET /api/ebooks/import/search', () => {
  it('answers candidates from Gutendex, marking those the library already holds', async () => {
    const found = await results({ query: 'frankenstein', source: 'gutenberg', language: 'en' });
    expect(found.length).toBeGreaterThanOrEqual(3);
    const frankenstein = found.find((b) => b.id === '84')!;
    expect(frankenstein).toMatchObject({
      source: 'gutenberg',
      title: 'Frankenstein; Or, The Modern Prometheus',
      authors: ['Mary Wollstonecraft Shelley'],
      fileFormat: 'EPUB',
      language: 'English',
      inLibrary: true, // in the seed
    });
    expect(found.find((b) => b.id === '2701')).toMatchObject({ inLibrary: false });
    expect(found.every((b) => !['90001', '90002'].includes(b.id))).toBe(true);
  });

  it('answers Tamil books from Open Library and Gutendex', async () => {
    const ol = await results({ query: 'kural', source: 'openlibrary', language: 'tamil' });
    expect(ol.map((b) => [b.id, b.language])).toEqual([['OL0000111W', 'Tamil']]);
    const pg = await results({ query: 'bharati', source: 'gutenberg', language: 'tamil' });
    expect(pg.length).toBeGreaterThanOrEqual(1);
    expect(pg.every((b) => b.language === 'Tamil')).toBe(true);
  });

  it('treats an empty or "all" category as none', async () => {
    fake.requests.length = 0;
    await results({ query: 'x', source: 'gutenberg', language: 'en', category: '' });
    await results({ query: 'x', source: 'gutenberg', language: 'en', category: 'all' });
    expect(fake.requests.every((r) => !r.includes('topic='))).toBe(true);
  });

  it('refuses a blank query or an unknown source with field errors, asking nobody', async () => {
    fake.requests.length = 0;
    const blank = await search({ query: '   ', source: 'gutenberg', language: 'en' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { query: [expect.any(String)] },
    });
    const unknown = await search({ query: 'x', source: 'amazon', language: 'en' });
    expect(unknown.json().fieldErrors.source).toBeDefined();
    expect(fake.requests).toEqual([]);
  });

  it('is for staff only', async () => {
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/ebooks/import/search?query=x&source=gutenberg&language=en',
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await search(
      { query: 'x', source: 'gutenberg', language: 'en' },
      { cookie: patron },
    );
    expect(member.statusCode).toBe(403);
  });
});

describe('upstream failures', () => {
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

  it('translates the message for Tamil and Sinhala staff', async () => {
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
    const offline = await buildTestApp(t.db, { env: { IMPORT_TIMEOUT_MS: '300' } });
    try {
      const librarian = await createTestUser(t.db, 'librarian');
      const cookie = await signIn(offline, librarian.email, librarian.password);
      const res = await offline.inject({
        method: 'GET',
        url: '/api/ebooks/import/search?query=x&source=openlibrary&language=en',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().appCode).toBe('IMPORT_SOURCE_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/ebooks/import', () => {
  it('imports a found book once; importing it again answers "already" with the same row', async () => {
    const [moby] = (await results({ query: 'moby', source: 'gutenberg', language: 'en' })).filter(
      (b) => b.id === '2701',
    );
    const { inLibrary: _inLibrary, ...bookData } = moby!;
    const first = await post('/api/ebooks/import', { bookData });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'imported',
      ebook: {
        title: 'Moby Dick; Or, The Whale',
        author: 'Herman Melville',
        genre: 'fiction',
        language: 'English',
        fileFormat: 'EPUB',
        fileUrl: 'https://www.gutenberg.org/ebooks/2701.epub3.images',
        coverImageUrl: 'https://www.gutenberg.org/cache/epub/2701/pg2701.cover.medium.jpg',
        description: expect.stringContaining('white whale'),
        source: 'gutenberg',
        sourceId: '2701',
        downloadCount: 0,
        isPublicDomain: true,
        isActive: true,
      },
    });
    // Searchable at once (its search columns are written with it), which are never sent.
    expect(Object.keys(first.json().ebook)).not.toContain('searchKey');
    const stored = await t.db
      .selectFrom('ebooks')
      .select(['searchKey', 'searchVector'])
      .where('id', '=', first.json().ebook.id)
      .executeTakeFirstOrThrow();
    expect(stored.searchKey).toBeTruthy();
    expect(stored.searchVector).toContain('moby');
    expect(
      (await searchEbooks(t.db, { q: 'melville whale', limit: 5 })).map((e) => e.sourceId),
    ).toContain('2701');

    const again = await post('/api/ebooks/import', { bookData });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'already', ebook: { id: first.json().ebook.id } });
    expect(await ebookRows('gutenberg', '2701')).toHaveLength(1);
    const after = await results({ query: 'moby', source: 'gutenberg', language: 'en' });
    expect(after.find((b) => b.id === '2701')!.inLibrary).toBe(true);
  });

  it('answers "already" for a book the seed holds (Frankenstein), adding nothing', async () => {
    const [frankenstein] = (
      await results({ query: 'frankenstein', source: 'gutenberg', language: 'en' })
    ).filter((b) => b.id === '84');
    const res = await post('/api/ebooks/import', { bookData: frankenstein });
    expect(res.json().status).toBe('already');
    expect(await ebookRows('gutenberg', '84')).toHaveLength(1);
  });

  it('imports an Open Library work with its Internet Archive PDF', async () => {
    const [tamil] = await results({ query: 'kural', source: 'openlibrary', language: 'tamil' });
    const res = await post('/api/ebooks/import', { bookData: tamil });
    expect(res.statusCode).toBe(201);
    expect(res.json().ebook).toMatchObject({
      title: 'திருக்குறள்',
      author: 'திருவள்ளுவர்',
      language: 'Tamil',
      genre: 'poetry',
      fileFormat: 'PDF',
      fileUrl:
        'https://archive.org/download/tirukkural00tiru_synthetic/tirukkural00tiru_synthetic.pdf',
      source: 'openlibrary',
      sourceId: 'OL0000111W',
    });
  });

  it('keeps one row when the same book is imported from two tabs at once', async () => {
    const bookData = candidate(700_001);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/ebooks/import', { bookData })),
    );
    expect(answers.map((a) => a.json().status).sort()).toEqual([
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'imported',
    ]);
    expect(await ebookRows('gutenberg', '700001')).toHaveLength(1);
  });

  it.each([
    ['a file on another host', { fileUrl: 'https://evil.example.com/book.epub' }, 'fileUrl'],
    ['a file over plain http', { fileUrl: 'http://www.gutenberg.org/ebooks/1.epub' }, 'fileUrl'],
    [
      'a Gutenberg book whose file is at the Archive',
      { fileUrl: 'https://archive.org/download/x/x.pdf' },
      'fileUrl',
    ],
    ['a javascript: cover', { coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
    ['a made-up genre', { genre: 'cookery' as never }, 'genre'],
    ['a language the library does not shelve', { language: 'French' as never }, 'language'],
    ['an id that is not a Gutenberg number', { id: '../../1' }, 'id'],
    ['an empty title', { title: '   ' }, 'title'],
  ])('refuses %s with a field error and writes nothing', async (_, change, field) => {
    const before = (await t.db.selectFrom('ebooks').select('id').execute()).length;
    const res = await post('/api/ebooks/import', { bookData: candidate(700_002, change) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { bookData: [expect.any(String)] },
    });
    // REST flattens to the top-level field; the schema itself names the exact one.
    const parsed = importCandidateSchema.safeParse(candidate(700_002, change));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    expect((await t.db.selectFrom('ebooks').select('id').execute()).length).toBe(before);
  });

  it('is for staff only', async () => {
    const res = await post('/api/ebooks/import', { bookData: candidate(700_003) }, patron);
    expect(res.statusCode).toBe(403);
    expect(await ebookRows('gutenberg', '700003')).toHaveLength(0);
  });
});

describe('POST /api/ebooks/import/bulk', () => {
  it('imports 100 books and says so; the same 100 again are all skipped', async () => {
    const books = Array.from({ length: 100 }, (_, i) => candidate(800_000 + i));
    const started = performance.now();
    const first = await post('/api/ebooks/import/bulk', { books });
    const elapsed = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 100, skipped: 0, failed: 0 });
    expect(first.json().results).toHaveLength(100);
    expect(elapsed).toBeLessThan(5000);
    console.info(`bulk import of 100 books: ${Math.round(elapsed)} ms`);

    const second = await post('/api/ebooks/import/bulk', { books });
    expect(second.json()).toMatchObject({ imported: 0, skipped: 100, failed: 0 });
    const rows = await t.db
      .selectFrom('ebooks')
      .select('sourceId')
      .where('source', '=', 'gutenberg')
      .where('sourceId', 'like', '800%')
      .execute();
    expect(rows).toHaveLength(100);
  });

  it('fails a bad book alone and reports imported, skipped and failed per book', async () => {
    const books = [
      candidate(810_001),
      candidate(810_002, { fileUrl: 'https://evil.example.com/x.epub' }),
      candidate(810_001), // the same book twice in one batch
      candidate(84), // already in the seed
      { id: 'junk' },
    ];
    const res = await post('/api/ebooks/import/bulk', { books });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ imported: 1, skipped: 2, failed: 2 });
    expect(body.results).toEqual([
      { id: '810001', status: 'imported' },
      {
        id: '810002',
        status: 'failed',
        appCode: 'INVALID_INPUT',
        message: expect.stringContaining('fileUrl'),
      },
      { id: '810001', status: 'already' },
      { id: '84', status: 'already' },
      { id: 'junk', status: 'failed', appCode: 'INVALID_INPUT', message: expect.any(String) },
    ]);
    expect(await ebookRows('gutenberg', '810002')).toHaveLength(0);
  });

  it('refuses more than 100 books or none, writing nothing', async () => {
    const tooMany = await post('/api/ebooks/import/bulk', {
      books: Array.from({ length: 101 }, (_, i) => candidate(820_000 + i)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.books).toBeDefined();
    expect(await ebookRows('gutenberg', '820000')).toHaveLength(0);
    const none = await post('/api/ebooks/import/bulk', { books: [] });
    expect(none.statusCode).toBe(400);
  });

  it('imports what a real search found, the web panel’s whole flow', async () => {
    const found = await results({ query: 'poetry', source: 'openlibrary', language: 'en' });
    const fresh = found.filter((b) => !b.inLibrary);
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    const res = await post('/api/ebooks/import/bulk', { books: fresh });
    expect(res.json()).toMatchObject({ imported: fresh.length, skipped: 0, failed: 0 });
    const again = await results({ query: 'poetry', source: 'openlibrary', language: 'en' });
    expect(again.every((b) => b.inLibrary)).toBe(true);
  });
});
