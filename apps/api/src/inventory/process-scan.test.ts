import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, countInventory, createTestUser, signIn } from '../testing';
import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';

/**
 * The ISBN side of the scan pipeline (barcode and manual scans) over a real PostgreSQL and a
 * local fake of Open Library and Google Books replaying recorded answers.
 */
let t: TestDatabase;
let fake: FakeCatalogues;
let app: FastifyInstance;
let cookie: string;
let librarianId: string;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  fake = await startFakeCatalogues();
  app = await buildTestApp(t.db, {
    env: {
      OPENLIBRARY_BASE_URL: fake.url,
      GOOGLE_BOOKS_BASE_URL: fake.url,
      LOOKUP_TIMEOUT_MS: '300',
    },
  });
  const librarian = await createTestUser(t.db, 'librarian');
  librarianId = librarian.id;
  cookie = await signIn(app, librarian.email, librarian.password);
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await t.destroy();
});
beforeEach(() => {
  fake.setMode('openlibrary', 'normal');
  fake.setMode('googlebooks', 'normal');
});

function scan(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/inventory/process-scan',
    headers: { cookie, ...headers },
    payload,
  });
}

const countItems = () => countInventory(t.db);

const lastScan = () =>
  t.db
    .selectFrom('scanHistory')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

describe('scanning an ISBN', () => {
  it('saves a copy awaiting review with what Open Library knows, hyphens stripped', async () => {
    const res = await scan({ isbn: ' 978-0-316-01584-4 ', scanType: 'manual' });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      title: expect.stringContaining('Twilight'),
      author: 'Stephenie Meyer',
      isbn: '9780316015844',
      status: 'AWAITING_REVIEW',
      sourceMethod: 'ISBN_SCAN',
      branchId: 'JPL',
      sku: 'JPL-9780316015844-001',
      copyNumber: 1,
      publicationYear: 2006,
      lookupSource: 'openlibrary',
    });
    expect(item.metadata.provenance).toMatchObject({ title: 'lookup', author: 'lookup' });
    const history = await lastScan();
    expect(history).toMatchObject({
      userId: librarianId,
      scanType: 'manual',
      success: true,
      inventoryId: item.id,
      errorMessage: null,
    });
  });

  it('numbers a second copy (given as ISBN-10) and answers it from the cache, offline', async () => {
    fake.requests.length = 0;
    fake.setMode('openlibrary', 'http-503');
    fake.setMode('googlebooks', 'http-503');
    const res = await scan({ isbn: '0-316-01584-9', scanType: 'barcode' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isbn: '9780316015844',
      sku: 'JPL-9780316015844-002',
      copyNumber: 2,
      title: expect.stringContaining('Twilight'),
    });
    expect(res.json().metadata.lookup.cached).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it('asks Google Books when Open Library does not know the book', async () => {
    fake.requests.length = 0;
    const res = await scan({ isbn: FAKE_ISBNS.duneRo, scanType: 'barcode' });
    expect(res.json()).toMatchObject({ title: 'Dune', lookupSource: 'googlebooks' });
    expect(fake.requests.map((r) => r.split('?')[0])).toEqual(['/api/books', '/books/v1/volumes']);
  });

  it('saves an ISBN nobody knows with the defaults and says why', async () => {
    const res = await scan({ isbn: FAKE_ISBNS.unknown, scanType: 'manual' });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      title: 'Unknown Title',
      author: 'Unknown Author',
      category: 'General',
      status: 'AWAITING_REVIEW',
      lookupSource: null,
      lookupReason: 'not_found',
    });
    expect(item.metadata.lookup.attempts.map((a: { outcome: string }) => a.outcome)).toEqual([
      'not_found',
      'not_found',
    ]);
  });

  it('still saves the book when both catalogues time out, and asks again next time', async () => {
    fake.setMode('openlibrary', 'hang');
    fake.setMode('googlebooks', 'hang');
    const started = Date.now();
    const res = await scan({ isbn: FAKE_ISBNS.prideAndPrejudice, scanType: 'manual' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.json()).toMatchObject({
      title: 'Unknown Title',
      lookupReason: 'unreachable',
      copyNumber: 1,
    });
    const attempts = res.json().metadata.lookup.attempts;
    expect(attempts.map((a: { error: string }) => a.error)).toEqual([
      expect.stringContaining('timed out'),
      expect.stringContaining('timed out'),
    ]);
    fake.setMode('openlibrary', 'normal');
    const again = await scan({ isbn: FAKE_ISBNS.prideAndPrejudice, scanType: 'manual' });
    expect(again.json()).toMatchObject({ title: 'Pride and Prejudice', copyNumber: 2 });
  });

  it('gives simultaneous scans of one book distinct copy numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        scan({ isbn: FAKE_ISBNS.ponniyinSelvanTa, scanType: 'barcode' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const copies = results.map((r) => r.json().copyNumber).sort();
    expect(copies).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(results.map((r) => r.json().sku)).size).toBe(5);
    expect(results[0]!.json().title).toBe('பொன்னியின் செல்வன்');
  });
});

describe('a scan re-sent after a lost connection', () => {
  it('answers with the copy the first attempt saved instead of adding another', async () => {
    const clientScanId = '0b6f2c1e-5a7d-4c3b-9e21-7f4d8a6b5c90';
    const first = await scan({ isbn: FAKE_ISBNS.madolDoovaSi, scanType: 'barcode', clientScanId });
    const before = await countItems();
    const again = await scan({ isbn: FAKE_ISBNS.madolDoovaSi, scanType: 'barcode', clientScanId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: first.json().id,
      sku: first.json().sku,
      replayed: true,
      lookupSource: 'googlebooks',
    });
    expect(first.json().replayed).toBe(false);
    expect(await countItems()).toBe(before);
  });

  it('refuses a client scan id that is not a UUID', async () => {
    const res = await scan({ isbn: FAKE_ISBNS.twilight, scanType: 'manual', clientScanId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe('INVALID_INPUT');
  });
});

describe('refusing a bad ISBN before any lookup', () => {
  const cases = [
    ['9780316015845', 'ISBN_BAD_CHECKSUM'],
    ['0316015848', 'ISBN_BAD_CHECKSUM'],
    ['12345', 'ISBN_INVALID_LENGTH'],
    ['   ', 'ISBN_REQUIRED'],
    ['4006381333931', 'ISBN_NOT_A_BOOK'],
  ] as const;
  it.each(cases)('%s is refused as %s, recorded, and nothing is saved', async (isbn, code) => {
    const before = await countItems();
    fake.requests.length = 0;
    const res = await scan({ isbn, scanType: 'manual' });
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe(code);
    expect(await countItems()).toBe(before);
    expect(fake.requests).toEqual([]);
    const history = await lastScan();
    expect(history).toMatchObject({ success: false, inventoryId: null });
    expect(history.errorMessage).toBeTruthy();
    expect(history.scanData).toMatchObject({ errorCode: code });
  });

  it('says what is wrong in the reader’s language', async () => {
    const res = await scan(
      { isbn: '978-0-316-01584-5', scanType: 'manual' },
      { 'accept-language': 'ta' },
    );
    expect(res.json().message).toContain('9780316015845');
    expect(res.json().message).toMatch(/[\u0B80-\u0BFF]/);
  });
});

describe('the scanner screen data', () => {
  it('lists the person’s latest ten scans, failures with their error code', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/inventory/scan-history',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ success: false, errorCode: 'ISBN_BAD_CHECKSUM' });
    const ok = rows.find((r: { success: boolean }) => r.success);
    expect(ok.sku).toMatch(/^JPL-/);
  });

  it('counts the stock by status and source, and today’s scans', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/inventory/stats',
      headers: { cookie },
    });
    const stats = res.json();
    expect(stats.total).toBe(await countItems());
    expect(stats.awaitingReview).toBe(stats.total);
    expect(stats.bySource.isbn).toBe(stats.total);
    expect(stats.bySource.ocr).toBe(0);
    const scans = await t.db
      .selectFrom('scanHistory')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(stats.scansToday).toBe(Number(scans.n));
  });

  it('refuses an anonymous upload before reading its body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/inventory/process-scan',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ scanType: 'image', images: ['x'.repeat(5_000_000)] }),
    });
    expect(res.statusCode).toBe(401);
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/books.list',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ json: 'x'.repeat(2_000_000) }),
    });
    expect(trpc.statusCode).toBe(413);
  });
});
