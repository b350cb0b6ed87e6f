import { searchEbooks } from '@app/db';
import { countRows } from '@app/db/testing';
import { FAKE_RETRY_AFTER_SECONDS } from '@app/testing/fake-import-catalogues';
import type { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import type { EbookImportSearchInput, ImportCandidate } from '../schemas/ebooks-import';
import { createTestContext, useTestLibrary } from '../testing/context';
import { fakeEbookCatalogues } from '../testing/fake-services';

const fake = fakeEbookCatalogues();
const lib = useTestLibrary({ services: { ebookCatalogues: fake.catalogues } });

const search = (input: EbookImportSearchInput) => lib.staff.caller.ebooks.importSearch(input);
const found = async (input: EbookImportSearchInput) => (await search(input)).results;

const ebookRows = (source: string, sourceId: string) =>
  lib.db
    .selectFrom('ebooks')
    .selectAll()
    .where('source', '=', source)
    .where('sourceId', '=', sourceId)
    .execute();

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

describe('ebooks.importSearch', () => {
  it('answers the catalogue’s candidates, marking those the library already holds', async () => {
    const books = await found({ query: 'frankenstein', source: 'gutenberg', language: 'en' });
    expect(books.length).toBeGreaterThanOrEqual(3);
    expect(books.find((b) => b.id === '84')).toMatchObject({
      source: 'gutenberg',
      title: 'Frankenstein; Or, The Modern Prometheus',
      authors: ['Mary Wollstonecraft Shelley'],
      fileFormat: 'EPUB',
      language: 'English',
      inLibrary: true, // in the seed
    });
    expect(books.find((b) => b.id === '2701')).toMatchObject({ inLibrary: false });
  });

  it('asks the chosen catalogue in the chosen language: Tamil books from both', async () => {
    fake.requests.length = 0;
    const ol = await found({ query: 'kural', source: 'openlibrary', language: 'tamil' });
    expect(ol.map((b) => [b.id, b.language])).toEqual([['OL0000111W', 'Tamil']]);
    const pg = await found({ query: 'bharati', source: 'gutenberg', language: 'tamil' });
    expect(pg.length).toBeGreaterThanOrEqual(1);
    expect(pg.every((b) => b.language === 'Tamil')).toBe(true);
    expect(fake.requests).toEqual([
      { source: 'openlibrary', query: 'kural', language: 'tamil', category: undefined },
      { source: 'gutenberg', query: 'bharati', language: 'tamil', category: undefined },
    ]);
  });

  it('passes a category on, and treats an empty or "all" category as none', async () => {
    fake.requests.length = 0;
    for (const category of ['poetry', '', 'all']) {
      await search({
        query: 'x',
        source: 'gutenberg',
        language: 'en',
        category: category as 'poetry',
      });
    }
    expect(fake.requests.map((r) => r.category)).toEqual(['poetry', undefined, undefined]);
  });

  it('refuses a blank query or an unknown source with field errors, asking nobody', async () => {
    fake.requests.length = 0;
    const blank = await lib.staff.refusal(
      search({ query: '   ', source: 'gutenberg', language: 'en' }),
    );
    expect(blank).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { query: [expect.any(String)] },
    });
    const unknown = await lib.staff.refusal(
      search({ query: 'x', source: 'amazon' as 'gutenberg', language: 'en' }),
    );
    expect(unknown.fieldErrors?.source).toBeDefined();
    expect(fake.requests).toEqual([]);
  });

  it('is for staff only, and asks nobody for anyone else', async () => {
    fake.requests.length = 0;
    const patron = await createTestContext(lib.db, {
      role: 'patron',
      services: { ebookCatalogues: fake.catalogues },
    });
    const refused = await patron.refusal(
      patron.caller.ebooks.importSearch({ query: 'x', source: 'gutenberg', language: 'en' }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(fake.requests).toEqual([]);
  });
});

describe('when a catalogue fails', () => {
  it.each([
    [
      'slow',
      'gutenberg',
      'GATEWAY_TIMEOUT',
      'IMPORT_SOURCE_TIMEOUT',
      'Project Gutenberg did not answer in time',
    ],
    [
      'slow',
      'openlibrary',
      'GATEWAY_TIMEOUT',
      'IMPORT_SOURCE_TIMEOUT',
      'Open Library did not answer in time',
    ],
    [
      'broken',
      'gutenberg',
      'BAD_GATEWAY',
      'IMPORT_SOURCE_UNAVAILABLE',
      'is not available right now',
    ],
    ['malformed', 'openlibrary', 'BAD_GATEWAY', 'IMPORT_SOURCE_BAD_ANSWER', 'could not read'],
    ['malformed', 'gutenberg', 'BAD_GATEWAY', 'IMPORT_SOURCE_BAD_ANSWER', 'could not read'],
  ] as const)(
    '"%s" at %s is refused as %s %s with a readable message',
    async (word, source, code, appCode, text) => {
      const refused = await lib.staff.refusal(
        search({ query: `poems ${word}`, source, language: 'en' }),
      );
      expect(refused).toMatchObject({ code, appCode, message: expect.stringContaining(text) });
    },
  );

  it('passes a rate limit on with the wait, in the params and in the message', async () => {
    const refused = await lib.staff.refusal(
      search({ query: 'ratelimit', source: 'gutenberg', language: 'en' }),
    );
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      appCode: 'IMPORT_SOURCE_RATE_LIMITED',
      appParams: { retryAfterSeconds: FAKE_RETRY_AFTER_SECONDS },
      message: `Project Gutenberg is receiving too many requests. Please try again in ${FAKE_RETRY_AFTER_SECONDS} seconds.`,
    });
  });

  it('words the message in Tamil and Sinhala for staff who read them', async () => {
    const options = { role: 'librarian', services: { ebookCatalogues: fake.catalogues } } as const;
    const ta = await createTestContext(lib.db, { ...options, language: 'ta' });
    const broken = ta.caller.ebooks.importSearch({
      query: 'broken',
      source: 'openlibrary',
      language: 'en',
    });
    expect((await ta.refusal(broken)).message).toBe(
      'Open Library இப்போது கிடைக்கவில்லை. பின்னர் மீண்டும் முயலவும்.',
    );
    const si = await createTestContext(lib.db, { ...options, language: 'si' });
    const slow = si.caller.ebooks.importSearch({
      query: 'slow',
      source: 'gutenberg',
      language: 'en',
    });
    expect((await si.refusal(slow)).message).toContain('නියමිත වේලාවට පිළිතුරු දුන්නේ නැත');
  });
});

describe('ebooks.import', () => {
  it('imports a found book once; importing it again answers "already" with the same row', async () => {
    const moby = (await found({ query: 'moby', source: 'gutenberg', language: 'en' })).find(
      (b) => b.id === '2701',
    )!;
    const { inLibrary: _inLibrary, ...bookData } = moby;
    const first = await lib.staff.caller.ebooks.import({ bookData });
    expect(first).toMatchObject({
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
    expect(Object.keys(first.ebook)).not.toContain('searchKey');
    const stored = await lib.db
      .selectFrom('ebooks')
      .select(['searchKey', 'searchVector'])
      .where('id', '=', first.ebook.id)
      .executeTakeFirstOrThrow();
    expect(stored.searchKey).toBeTruthy();
    expect(stored.searchVector).toContain('moby');
    expect(
      (await searchEbooks(lib.db, { q: 'melville whale', limit: 5 })).map((e) => e.sourceId),
    ).toContain('2701');

    const again = await lib.staff.caller.ebooks.import({ bookData });
    expect(again).toMatchObject({ status: 'already', ebook: { id: first.ebook.id } });
    expect(await ebookRows('gutenberg', '2701')).toHaveLength(1);
    const after = await found({ query: 'moby', source: 'gutenberg', language: 'en' });
    expect(after.find((b) => b.id === '2701')!.inLibrary).toBe(true);
  });

  it('answers "already" for a book the seed holds (Frankenstein), adding nothing', async () => {
    const frankenstein = (
      await found({ query: 'frankenstein', source: 'gutenberg', language: 'en' })
    ).find((b) => b.id === '84')!;
    expect((await lib.staff.caller.ebooks.import({ bookData: frankenstein })).status).toBe(
      'already',
    );
    expect(await ebookRows('gutenberg', '84')).toHaveLength(1);
  });

  it('imports an Open Library work with its Internet Archive PDF', async () => {
    const [tamil] = await found({ query: 'kural', source: 'openlibrary', language: 'tamil' });
    const imported = await lib.staff.caller.ebooks.import({ bookData: tamil! });
    expect(imported.status).toBe('imported');
    expect(imported.ebook).toMatchObject({
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
      Array.from({ length: 8 }, () => lib.staff.caller.ebooks.import({ bookData })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<string>(7).fill('already'),
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
    const before = await countRows(lib.db, 'ebooks');
    const refused = await lib.staff.refusal(
      lib.staff.caller.ebooks.import({ bookData: candidate(700_002, change) }),
    );
    // On the wire the error names the top-level field; the issue itself names the exact one.
    expect(refused).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { bookData: [expect.any(String)] },
    });
    const issues = (refused.error.cause as ZodError).issues;
    expect(issues.map((issue) => issue.path.join('.'))).toContain(`bookData.${field}`);
    expect(await countRows(lib.db, 'ebooks')).toBe(before);
  });

  it('is for staff only', async () => {
    const patron = await createTestContext(lib.db, { role: 'patron' });
    const refused = await patron.refusal(
      patron.caller.ebooks.import({ bookData: candidate(700_003) }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(await ebookRows('gutenberg', '700003')).toHaveLength(0);
  });
});

describe('ebooks.importBulk', () => {
  it('imports 100 books and says so; the same 100 again are all skipped', async () => {
    const books = Array.from({ length: 100 }, (_, i) => candidate(800_000 + i));
    const started = performance.now();
    const first = await lib.staff.caller.ebooks.importBulk({ books });
    const elapsed = performance.now() - started;
    expect(first).toMatchObject({ imported: 100, skipped: 0, failed: 0 });
    expect(first.results).toHaveLength(100);
    expect(elapsed).toBeLessThan(5000);
    console.info(`bulk import of 100 books: ${Math.round(elapsed)} ms`);

    const second = await lib.staff.caller.ebooks.importBulk({ books });
    expect(second).toMatchObject({ imported: 0, skipped: 100, failed: 0 });
    const rows = await lib.db
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
      { id: 'junk' } as ImportCandidate,
    ];
    const answer = await lib.staff.caller.ebooks.importBulk({ books });
    expect(answer).toMatchObject({ imported: 1, skipped: 2, failed: 2 });
    expect(answer.results).toEqual([
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
    const tooMany = await lib.staff.refusal(
      lib.staff.caller.ebooks.importBulk({
        books: Array.from({ length: 101 }, (_, i) => candidate(820_000 + i)),
      }),
    );
    expect(tooMany.fieldErrors?.books).toBeDefined();
    expect(await ebookRows('gutenberg', '820000')).toHaveLength(0);
    const none = await lib.staff.refusal(lib.staff.caller.ebooks.importBulk({ books: [] }));
    expect(none.appCode).toBe('INVALID_INPUT');
  });

  it('imports what a search found, the web panel’s whole flow', async () => {
    const books = await found({ query: 'poetry', source: 'openlibrary', language: 'en' });
    const fresh = books.filter((b) => !b.inLibrary);
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    expect(await lib.staff.caller.ebooks.importBulk({ books: fresh })).toMatchObject({
      imported: fresh.length,
      skipped: 0,
      failed: 0,
    });
    const again = await found({ query: 'poetry', source: 'openlibrary', language: 'en' });
    expect(again.every((b) => b.inLibrary)).toBe(true);
  });
});
