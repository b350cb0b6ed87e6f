import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertCopy } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local';
import { buildTestApp, createTestUser, signIn } from '../testing';
import { COVER_URL_PREFIX, createCoverService } from './covers';

let fake: FakeCatalogues;
let uploadDir: string;
beforeAll(async () => {
  fake = await startFakeCatalogues();
  uploadDir = await mkdtemp(path.join(tmpdir(), 'jpl-covers-'));
});
afterAll(async () => {
  await fake.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const service = (baseUrl: string, timeoutMs = 2000) =>
  createCoverService({ baseUrl, storage: createLocalStorage(uploadDir), timeoutMs });

describe('covers from Open Library’s cover service', () => {
  it('fetches a cover, keeps it here as WebP, and asks for no placeholder', async () => {
    fake.requests.length = 0;
    const url = await service(fake.url).fetchCover(FAKE_ISBNS.twilight);
    expect(url).toMatch(new RegExp(`^${COVER_URL_PREFIX}[a-f0-9]{64}\\.webp$`));
    expect(fake.requests).toEqual([`/b/isbn/${FAKE_ISBNS.twilight}-L.jpg?default=false`]);
    const files = await readdir(path.join(uploadDir, 'covers'));
    expect(files).toContain(url!.slice(COVER_URL_PREFIX.length));
    const stored = await sharp(path.join(uploadDir, 'covers', files[0]!)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 400, height: 600 });
  });

  it('answers null when there is no cover, the service is down, hangs or is not there', async () => {
    expect(await service(fake.url).fetchCover(FAKE_ISBNS.unknown)).toBeNull();
    fake.setMode('openlibrary', 'http-503');
    expect(await service(fake.url).fetchCover(FAKE_ISBNS.twilight)).toBeNull();
    fake.setMode('openlibrary', 'hang');
    const started = Date.now();
    expect(await service(fake.url, 300).fetchCover(FAKE_ISBNS.twilight)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    fake.setMode('openlibrary', 'normal');
    expect(await service('http://127.0.0.1:9').fetchCover(FAKE_ISBNS.twilight)).toBeNull();
  });
});

describe('a verified copy’s title, on the public site', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seeded: true });
  });
  afterAll(() => t.destroy());

  it('shows the cover fetched when the copy was verified, served from this site to anyone', async () => {
    const app = await buildTestApp(t.db, {
      env: { OPENLIBRARY_COVERS_BASE_URL: fake.url, UPLOAD_DIR: uploadDir },
    });
    try {
      const librarian = await createTestUser(t.db, 'librarian');
      const cookie = await signIn(app, librarian.email, librarian.password);
      const copy = await insertCopy(t.db, {
        title: 'Pride and Prejudice',
        author: 'Jane Austen',
        isbn: FAKE_ISBNS.prideAndPrejudice,
        category: 'Fiction',
        description: null,
        sourceMethod: 'ISBN_SCAN',
        imageUrls: [],
        rawOcrText: null,
        publisher: null,
        publicationYear: null,
        language: 'en',
        metadata: {},
        now: new Date(),
      });
      const verified = await app.inject({
        method: 'PUT',
        url: `/api/inventory/${copy.id}`,
        headers: { cookie },
        payload: { status: 'VERIFIED' },
      });
      expect(verified.statusCode).toBe(200);
      const book = await app.inject(`/api/books/${verified.json<{ bookId: number }>().bookId}`);
      expect(book.json()).toMatchObject({ genre: 'fiction', copyCount: 1, onShelf: 1 });
      const coverUrl = book.json<{ coverUrl: string }>().coverUrl;
      expect(coverUrl).toMatch(new RegExp(`^${COVER_URL_PREFIX}`));
      const image = await app.inject(coverUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject(`${COVER_URL_PREFIX}../../etc/passwd`)).statusCode).toBe(404);
      expect((await app.inject(`${COVER_URL_PREFIX}${'0'.repeat(64)}.webp`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
