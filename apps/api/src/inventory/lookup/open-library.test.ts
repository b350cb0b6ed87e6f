import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { createOpenLibraryClient, languageFromMarc, yearFrom } from './open-library';

let fake: FakeCatalogues;
beforeAll(async () => {
  fake = await startFakeCatalogues();
});
afterEach(() => {
  fake.setMode('openlibrary', 'normal');
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const client = (timeoutMs?: number) => createOpenLibraryClient({ baseUrl: fake.url, timeoutMs });

describe('Open Library client', () => {
  it('maps the recorded Twilight answer and asks the Books API the documented way', async () => {
    const record = await client().lookup(FAKE_ISBNS.twilight);
    expect(record).toEqual({
      source: 'openlibrary',
      title: 'Twilight (The Twilight Saga, Book 1)',
      subtitle: null,
      authors: ['Stephenie Meyer'],
      publisher: 'Little, Brown Young Readers',
      publicationYear: 2006,
      language: null,
      description: null,
      subjects: ['Vampires'],
      pageCount: 544,
      coverUrl: 'https://covers.openlibrary.org/b/id/187634-M.jpg',
      infoUrl: 'https://openlibrary.org/books/OL9364529M/Twilight_(The_Twilight_Saga_Book_1)',
    });
    expect(client().name).toBe('openlibrary');
    expect(fake.requests).toEqual([
      `/api/books?bibkeys=ISBN:${FAKE_ISBNS.twilight}&format=json&jscmd=data`,
    ]);
  });

  it('reads a free-text date, a language key and rewrites an http cover to https', async () => {
    const record = await client().lookup(FAKE_ISBNS.ponniyinSelvanTa);
    expect(record).toMatchObject({
      title: 'பொன்னியின் செல்வன்',
      subtitle: 'Ponniyin Selvan, part 1',
      authors: ['Kalki'],
      publicationYear: 2010,
      language: 'ta',
      pageCount: 512,
      coverUrl: 'https://covers.openlibrary.org/b/id/0000022-M.jpg',
    });
  });

  it('resolves null for an ISBN it does not know (HTTP 200 with {})', async () => {
    expect(await client().lookup(FAKE_ISBNS.unknown)).toBeNull();
    expect(await client().lookup(FAKE_ISBNS.duneRo)).toBeNull();
  });

  it('rejects with the status on an HTTP error', async () => {
    fake.setMode('openlibrary', 'http-503');
    await expect(client().lookup(FAKE_ISBNS.twilight)).rejects.toThrow('openlibrary: HTTP 503');
  });

  it('rejects within its timeout when the service hangs', async () => {
    fake.setMode('openlibrary', 'hang');
    const started = Date.now();
    await expect(client(200).lookup(FAKE_ISBNS.twilight)).rejects.toThrow(
      'openlibrary: timed out after 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects an answer that is not JSON', async () => {
    fake.setMode('openlibrary', 'garbage');
    await expect(client().lookup(FAKE_ISBNS.twilight)).rejects.toThrow(
      'openlibrary: unreadable answer',
    );
  });

  it('rejects JSON of the wrong shape and says where', async () => {
    const fetchStub: typeof fetch = async () =>
      Response.json({ [`ISBN:${FAKE_ISBNS.twilight}`]: { authors: [] } });
    const stubbed = createOpenLibraryClient({ baseUrl: 'http://x.invalid', fetch: fetchStub });
    await expect(stubbed.lookup(FAKE_ISBNS.twilight)).rejects.toThrow(
      /^openlibrary: unreadable answer \(ISBN:9780316015844\.title: /,
    );
  });

  it('rejects with the cause when nothing listens', async () => {
    const closed = await startFakeCatalogues();
    await closed.close();
    const offline = createOpenLibraryClient({ baseUrl: closed.url });
    await expect(offline.lookup(FAKE_ISBNS.twilight)).rejects.toThrow(
      'openlibrary: network error (ECONNREFUSED)',
    );
  });
});

describe('helpers', () => {
  it('finds the year in free-text dates', () => {
    expect(yearFrom('September 2006')).toBe(2006);
    expect(yearFrom('c1998')).toBe(1998);
    expect(yearFrom('2019-11')).toBe(2019);
    expect(yearFrom('n.d.')).toBeNull();
    expect(yearFrom('12345')).toBeNull();
  });

  it('maps MARC language keys to ISO 639-1', () => {
    expect(languageFromMarc('/languages/eng')).toBe('en');
    expect(languageFromMarc('tam')).toBe('ta');
    expect(languageFromMarc('/languages/sin')).toBe('si');
    expect(languageFromMarc('/languages/grc')).toBeNull();
    expect(languageFromMarc(undefined)).toBeNull();
  });
});
