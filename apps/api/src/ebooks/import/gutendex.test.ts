import { EbookCatalogueError } from '@app/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RETRY_AFTER_SECONDS,
  startFakeCatalogues,
  type FakeCatalogues,
} from '@app/testing/fake-catalogues';
import { genreFromSubjects } from './genre';
import { createGutendexCatalogue, pickGutenbergFile, readableName } from './gutendex';
import { retryAfterSeconds } from '../../catalogues/http';

let fake: FakeCatalogues;
beforeAll(async () => {
  fake = await startFakeCatalogues({ slowMs: 2000 });
});
afterEach(() => {
  fake.setMode('gutendex', 'normal');
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const catalogue = (timeoutMs = 2000) => createGutendexCatalogue({ baseUrl: fake.url, timeoutMs });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EbookCatalogueError);
  return (error as EbookCatalogueError).failure;
}

describe('Gutendex catalogue', () => {
  it('maps the recorded Frankenstein record and asks for free books in the chosen language', async () => {
    const results = await catalogue().search({ query: 'frankenstein', language: 'en' });
    expect(results[0]).toEqual({
      id: '84',
      source: 'gutenberg',
      title: 'Frankenstein; Or, The Modern Prometheus',
      authors: ['Mary Wollstonecraft Shelley'],
      genre: 'fiction',
      fileFormat: 'EPUB',
      fileUrl: 'https://www.gutenberg.org/ebooks/84.epub3.images',
      language: 'English',
      category: "Frankenstein's monster (Fictitious character)",
      coverUrl: 'https://www.gutenberg.org/cache/epub/84/pg84.cover.medium.jpg',
      downloadCount: 78467,
      description:
        '"Frankenstein; Or, The Modern Prometheus" by Mary Wollstonecraft Shelley is a novel written in the early 19th century.',
      publicationYear: null,
    });
    expect(fake.requests).toEqual(['/books/?search=frankenstein&languages=en&copyright=false']);
  });

  it('keeps only books out of copyright (false), never true or unknown (null)', async () => {
    const ids = (await catalogue().search({ query: 'anthology letters', language: 'en' })).map(
      (b) => b.id,
    );
    expect(ids).not.toContain('90001'); // copyright: true
    expect(ids).not.toContain('90002'); // copyright: null
    expect(ids.length).toBeGreaterThanOrEqual(3);
  });

  it('takes the file from the record’s own links: EPUB, else PDF, else plain text', async () => {
    const results = await catalogue().search({ query: 'common idleness', language: 'en' });
    const byId = new Map(results.map((b) => [b.id, b]));
    expect(byId.get('90003')).toMatchObject({
      fileFormat: 'PDF',
      fileUrl: 'https://www.gutenberg.org/files/90003/90003-pdf.pdf',
    });
    // The zipped text is skipped for the readable one.
    expect(byId.get('90004')).toMatchObject({
      fileFormat: 'TXT',
      fileUrl: 'https://www.gutenberg.org/files/90004/90004-0.txt',
    });
    // Only a zip and HTML: nothing a reader can open. A file off the allow-list: refused.
    expect(byId.has('90005')).toBe(false);
    expect(byId.has('90006')).toBe(false);
  });

  it('prefers EPUB over PDF over TXT whatever order the formats come in', () => {
    const txt = 'https://www.gutenberg.org/ebooks/1.txt.utf-8';
    const pdf = 'https://www.gutenberg.org/files/1/1-pdf.pdf';
    const epub = 'https://www.gutenberg.org/ebooks/1.epub.noimages';
    expect(
      pickGutenbergFile({
        'text/plain; charset=us-ascii': txt,
        'application/pdf': pdf,
        'application/epub+zip': epub,
      }),
    ).toEqual({ fileFormat: 'EPUB', fileUrl: epub });
    expect(pickGutenbergFile({ 'text/plain': txt, 'application/pdf': pdf })).toEqual({
      fileFormat: 'PDF',
      fileUrl: pdf,
    });
    expect(pickGutenbergFile({ 'text/plain; charset=utf-8': txt })).toEqual({
      fileFormat: 'TXT',
      fileUrl: txt,
    });
    // http links are upgraded; other hosts are not taken even if allow-listed elsewhere.
    expect(
      pickGutenbergFile({ 'application/epub+zip': 'http://www.gutenberg.org/x.epub' }),
    ).toEqual({ fileFormat: 'EPUB', fileUrl: 'https://www.gutenberg.org/x.epub' });
    expect(pickGutenbergFile({ 'application/epub+zip': 'https://archive.org/x.epub' })).toBeNull();
  });

  it('searches Tamil as `ta` and labels the books Tamil, with genres from their subjects', async () => {
    const results = await catalogue().search({ query: 'பாரதி', language: 'tamil' });
    expect(fake.requests[0]).toContain('languages=ta');
    expect(results.map((b) => [b.id, b.language, b.genre])).toEqual([
      ['90101', 'Tamil', 'poetry'],
      ['90102', 'Tamil', 'fiction'],
    ]);
    expect(results[0]!.authors).toEqual(['C. Subramania Bharati']);
  });

  it('searches Sinhala as `si` and passes a category on as the topic', async () => {
    const results = await catalogue().search({
      query: 'tales',
      language: 'sinhala',
      category: 'history',
    });
    expect(fake.requests[0]).toBe(
      '/books/?search=tales&languages=si&copyright=false&topic=history',
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: '90201', language: 'Sinhala', genre: 'fiction' });
    expect(results[0]!.category).toBe('history');
  });

  it('reports a slow answer as a timeout', async () => {
    const started = Date.now();
    expect(await failure(catalogue(300).search({ query: 'slow', language: 'en' }))).toEqual({
      kind: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    fake.setMode('gutendex', 'hang');
    expect(await failure(catalogue(300).search({ query: 'x', language: 'en' }))).toEqual({
      kind: 'timeout',
    });
  });

  it('reports 429 with the wait the service asked for', async () => {
    expect(await failure(catalogue().search({ query: 'ratelimit', language: 'en' }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS,
    });
  });

  it('reports 5xx and a refused connection as unavailable', async () => {
    expect(await failure(catalogue().search({ query: 'broken', language: 'en' }))).toEqual({
      kind: 'unavailable',
      status: 500,
    });
    fake.setMode('gutendex', 'http-503');
    expect(await failure(catalogue().search({ query: 'x', language: 'en' }))).toEqual({
      kind: 'unavailable',
      status: 503,
    });
    const nowhere = createGutendexCatalogue({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await failure(nowhere.search({ query: 'x', language: 'en' }))).toEqual({
      kind: 'unavailable',
      status: null,
    });
  });

  it('reports malformed JSON, HTML and an unexpected shape as a bad answer', async () => {
    expect(await failure(catalogue().search({ query: 'malformed', language: 'en' }))).toEqual({
      kind: 'bad-answer',
    });
    fake.setMode('gutendex', 'garbage');
    expect(await failure(catalogue().search({ query: 'x', language: 'en' }))).toEqual({
      kind: 'bad-answer',
    });
    const odd = createGutendexCatalogue({
      baseUrl: 'http://gutendex.invalid',
      fetch: async () => Response.json({ detail: 'Invalid page.' }),
    });
    expect(await failure(odd.search({ query: 'x', language: 'en' }))).toEqual({
      kind: 'bad-answer',
    });
  });

  it('skips one unreadable record instead of failing the whole search', async () => {
    const mixed = createGutendexCatalogue({
      baseUrl: 'http://gutendex.invalid',
      fetch: async () =>
        Response.json({
          results: [
            { id: 'not a number' },
            {
              id: 5,
              title: 'Ok',
              authors: [],
              subjects: [],
              bookshelves: [],
              languages: ['en'],
              copyright: false,
              formats: { 'text/plain': 'https://www.gutenberg.org/ebooks/5.txt.utf-8' },
              download_count: 1,
            },
          ],
        }),
    });
    const results = await mixed.search({ query: 'x', language: 'en' });
    expect(results.map((b) => [b.id, b.authors, b.genre])).toEqual([['5', [], 'literature']]);
  });
});

describe('import helpers', () => {
  it('turns Gutenberg’s surname-first names around', () => {
    expect(readableName('Shelley, Mary Wollstonecraft')).toBe('Mary Wollstonecraft Shelley');
    expect(readableName('Plato')).toBe('Plato');
    expect(readableName('Smith, John, Jr.')).toBe('Smith, John, Jr.');
    expect(readableName('  ')).toBeNull();
  });

  it('reads Retry-After in seconds or as a date, within sensible bounds', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds('soon')).toBe(60);
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('999999')).toBe(3600);
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterSeconds('Sat, 21 Nov 2026 10:02:00 GMT', now)).toBe(120);
  });

  it('maps subjects to a genre, novels before science and history', () => {
    expect(genreFromSubjects(['Science fiction']).genre).toBe('fiction');
    expect(genreFromSubjects(['France -- History -- Fiction']).genre).toBe('fiction');
    expect(genreFromSubjects(['Political science', 'Philosophy']).genre).toBe('philosophy');
    expect(genreFromSubjects(['Non-fiction', 'World War, 1914-1918']).genre).toBe('history');
    expect(genreFromSubjects(['Evolution (Biology)']).genre).toBe('science');
    expect(genreFromSubjects(['Autobiographies']).genre).toBe('biography');
    expect(genreFromSubjects(['Bible -- Commentaries']).genre).toBe('philosophy');
    expect(genreFromSubjects(['Browsing: Poetry'])).toEqual({
      genre: 'poetry',
      category: 'Poetry',
    });
    expect(genreFromSubjects([], 'religion')).toEqual({
      genre: 'philosophy',
      category: 'religion',
    });
    expect(genreFromSubjects(['Cooking'])).toEqual({ genre: 'literature', category: 'Cooking' });
  });
});
