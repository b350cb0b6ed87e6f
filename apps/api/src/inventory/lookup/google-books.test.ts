import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { cleanGoogleTitle, createGoogleBooksClient } from './google-books';

let fake: FakeCatalogues;
beforeAll(async () => {
  fake = await startFakeCatalogues();
});
afterEach(() => {
  fake.setMode('googlebooks', 'normal');
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const client = (timeoutMs?: number) => createGoogleBooksClient({ baseUrl: fake.url, timeoutMs });

describe('Google Books client', () => {
  it('maps the recorded Dune answer and asks the volumes API the documented way', async () => {
    const record = await client().lookup(FAKE_ISBNS.duneRo);
    expect(record).toEqual({
      source: 'googlebooks',
      title: 'Dune',
      subtitle: null,
      authors: ['Frank Herbert'],
      publisher: 'Nemira Publishing House',
      publicationYear: 2019,
      language: 'ro',
      description: null,
      subjects: ['Fiction'],
      pageCount: 834,
      coverUrl:
        'https://books.google.com/books/content?id=kL_KDwAAQBAJ&printsec=frontcover&img=1&zoom=1&source=gbs_api',
      infoUrl: null,
    });
    expect(client().name).toBe('googlebooks');
    expect(fake.requests).toEqual([`/books/v1/volumes?q=isbn:${FAKE_ISBNS.duneRo}`]);
  });

  it('prefers the volume listing the ISBN and rewrites its links to https', async () => {
    const record = await client().lookup(FAKE_ISBNS.prideAndPrejudice);
    expect(record).toMatchObject({
      title: 'Pride and Prejudice',
      authors: ['Jane Austen'],
      publisher: 'Penguin UK',
      publicationYear: 2003,
      pageCount: 480,
      language: 'en',
      coverUrl: expect.stringMatching(/^https:\/\/books\.google\.com\/books\/content\?id=/),
      infoUrl: expect.stringMatching(/^https:\/\/books\.google\.com\//),
    });
    expect(record?.coverUrl).not.toContain('edge=curl');
    expect(record?.description).toMatch(/^Few have failed/);
  });

  it('keeps a subtitle and a Sinhala language code', async () => {
    expect(await client().lookup(FAKE_ISBNS.madolDoovaSi)).toMatchObject({
      title: 'මඩොල් දූව',
      subtitle: 'Madol Doova',
      language: 'si',
      coverUrl: null,
    });
  });

  it('sends the API key when it has one', async () => {
    const keyed = createGoogleBooksClient({ baseUrl: fake.url, apiKey: 'k&y' });
    await keyed.lookup(FAKE_ISBNS.duneRo);
    expect(fake.requests).toEqual([`/books/v1/volumes?q=isbn:${FAKE_ISBNS.duneRo}&key=k%26y`]);
  });

  it('resolves null when the answer has no items', async () => {
    expect(await client().lookup(FAKE_ISBNS.unknown)).toBeNull();
    expect(await client().lookup(FAKE_ISBNS.twilight)).toBeNull();
  });

  it('rejects with the status on an HTTP error', async () => {
    fake.setMode('googlebooks', 'http-503');
    await expect(client().lookup(FAKE_ISBNS.duneRo)).rejects.toThrow('googlebooks: HTTP 503');
  });

  it('rejects within its timeout when the service hangs', async () => {
    fake.setMode('googlebooks', 'hang');
    const started = Date.now();
    await expect(client(200).lookup(FAKE_ISBNS.duneRo)).rejects.toThrow(
      'googlebooks: timed out after 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects an answer that is not JSON', async () => {
    fake.setMode('googlebooks', 'garbage');
    await expect(client().lookup(FAKE_ISBNS.duneRo)).rejects.toThrow(
      'googlebooks: unreadable answer',
    );
  });

  it('leaves the other catalogue alone when one is down', async () => {
    fake.setMode('openlibrary', 'http-503');
    try {
      expect(await client().lookup(FAKE_ISBNS.duneRo)).not.toBeNull();
    } finally {
      fake.setMode('openlibrary', 'normal');
    }
  });
});

describe('cleanGoogleTitle', () => {
  it('drops a trailing publishing-house tag and nothing else', () => {
    expect(cleanGoogleTitle('Dune   - Editura Nemira')).toBe('Dune');
    expect(cleanGoogleTitle('Les Misérables - Éditions Gallimard')).toBe('Les Misérables');
    expect(cleanGoogleTitle('Spider-Man - Homecoming')).toBe('Spider-Man - Homecoming');
    expect(cleanGoogleTitle('  Editura  ')).toBe('Editura');
  });
});
