import { EbookCatalogueError } from '@app/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RETRY_AFTER_SECONDS,
  startFakeCatalogues,
  type FakeCatalogues,
} from '@app/testing/fake-catalogues';
import { archiveFile, createOpenLibrarySearchCatalogue } from './open-library-search';

let fake: FakeCatalogues;
beforeAll(async () => {
  fake = await startFakeCatalogues({ slowMs: 2000 });
});
afterEach(() => {
  fake.setMode('openlibrary', 'normal');
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const catalogue = (timeoutMs = 2000) =>
  createOpenLibrarySearchCatalogue({ baseUrl: fake.url, timeoutMs });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EbookCatalogueError);
  return (error as EbookCatalogueError).failure;
}

describe('Open Library search catalogue', () => {
  it('maps the recorded "republic" works, keeping only public scans', async () => {
    const results = await catalogue().search({ query: 'republic', language: 'en' });
    expect(results.slice(0, 2)).toEqual([
      {
        id: 'OL51831W',
        source: 'openlibrary',
        title: 'πολιτεία',
        authors: ['Plato'],
        genre: 'literature',
        fileFormat: 'PDF',
        fileUrl: 'https://archive.org/download/republicofplato00plat/republicofplato00plat.pdf',
        language: 'English',
        category: null,
        coverUrl: 'https://covers.openlibrary.org/b/id/14418448-M.jpg',
        downloadCount: 0,
        description: null,
        publicationYear: 1554,
      },
      {
        id: 'OL1154947W',
        source: 'openlibrary',
        title: 'I Will Repay',
        authors: ['Baroness Orczy'],
        genre: 'literature',
        fileFormat: 'PDF',
        fileUrl:
          'https://archive.org/download/iwillrepayaroma00orczgoog/iwillrepayaroma00orczgoog.pdf',
        language: 'English',
        category: null,
        coverUrl: 'https://covers.openlibrary.org/b/id/2928858-M.jpg',
        downloadCount: 0,
        description: null,
        publicationYear: null,
      },
    ]);
    const ids = results.map((b) => b.id);
    expect(ids).not.toContain('OL99999999W'); // borrowable
    expect(ids).not.toContain('OL0000103W'); // printdisabled
    expect(ids).not.toContain('OL0000104W'); // public, but no scan to download
    const request = new URL(fake.requests[0]!, 'http://x');
    expect(request.pathname).toBe('/search.json');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      q: 'republic',
      language: 'eng',
    });
    expect(request.searchParams.get('fields')).toContain('ebook_access');
  });

  it('reads the genre from subjects, or from the category asked for', async () => {
    const poetry = await catalogue().search({ query: 'leaves grass', language: 'en' });
    expect(poetry.find((b) => b.id === 'OL0000101W')).toMatchObject({
      genre: 'poetry',
      category: 'American poetry',
    });
    const history = await catalogue().search({
      query: 'republic',
      language: 'en',
      category: 'history',
    });
    expect(new URL(fake.requests.at(-1)!, 'http://x').searchParams.get('subject')).toBe('history');
    expect(history.find((b) => b.id === 'OL51831W')).toMatchObject({
      genre: 'history',
      category: 'history',
    });
  });

  it('searches Tamil and Sinhala by their MARC codes', async () => {
    const tamil = await catalogue().search({ query: 'kural', language: 'tamil' });
    expect(fake.requests[0]).toContain('language=tam');
    expect(tamil.map((b) => [b.id, b.title, b.language, b.genre])).toEqual([
      ['OL0000111W', 'திருக்குறள்', 'Tamil', 'poetry'],
    ]);
    const sinhala = await catalogue().search({ query: 'katha', language: 'sinhala' });
    expect(sinhala.map((b) => [b.id, b.language])).toEqual([['OL0000121W', 'Sinhala']]);
  });

  it('builds the file link only from a well-formed Internet Archive identifier', () => {
    expect(archiveFile('republicofplato00plat')).toEqual({
      fileFormat: 'PDF',
      fileUrl: 'https://archive.org/download/republicofplato00plat/republicofplato00plat.pdf',
    });
    expect(archiveFile('../etc/passwd')).toBeNull();
    expect(archiveFile('a b')).toBeNull();
    expect(archiveFile('')).toBeNull();
  });

  it('reports timeouts, 429, 5xx and malformed answers as such', async () => {
    expect(await failure(catalogue(300).search({ query: 'slow', language: 'en' }))).toEqual({
      kind: 'timeout',
    });
    expect(await failure(catalogue().search({ query: 'ratelimit', language: 'en' }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS,
    });
    expect(await failure(catalogue().search({ query: 'broken', language: 'en' }))).toEqual({
      kind: 'unavailable',
      status: 500,
    });
    expect(await failure(catalogue().search({ query: 'malformed', language: 'en' }))).toEqual({
      kind: 'bad-answer',
    });
    fake.setMode('openlibrary', 'http-429');
    expect(await failure(catalogue().search({ query: 'x', language: 'en' }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS,
    });
  });
});
