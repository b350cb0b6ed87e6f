import { countRows } from '@app/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateEbookInput } from '../schemas/ebooks';
import { createTestContext, useTestLibrary, type TestContext } from '../testing/context';

const lib = useTestLibrary();
let patron: TestContext;
let patron2: TestContext;
beforeAll(async () => {
  patron = await createTestContext(lib.db, { role: 'patron' });
  patron2 = await createTestContext(lib.db, { role: 'patron' });
});

const newEbook: CreateEbookInput = {
  title: 'பாரதியார் கவிதைகள்',
  author: 'சுப்பிரமணிய பாரதி',
  genre: 'poetry',
  language: 'Tamil',
  fileFormat: 'PDF',
  fileUrl: 'https://www.projectmadurai.org/pm_etexts/pdf/pm0012.pdf',
  description: '',
  fileSize: '0.5 MB',
  totalPages: 0,
  coverImageUrl: '',
  tags: [],
  rating: 0,
  isFeatured: false,
  isActive: true,
};
const addEbook = (changes: Partial<CreateEbookInput> = {}) =>
  lib.staff.caller.ebooks.create({ ...newEbook, ...changes });

describe('the public lists', () => {
  let hiddenId: number;
  beforeAll(async () => {
    ({ id: hiddenId } = await addEbook({
      title: 'Withdrawn Gitanjali',
      isActive: false,
      isFeatured: true,
    }));
    await lib.db
      .updateTable('ebooks')
      .set({ downloadCount: 1_000_000 })
      .where('id', '=', hiddenId)
      .execute();
  });

  it('never shows an inactive e-book in the list, featured, popular, recent or search', async () => {
    const lists = {
      list: await lib.visitor.caller.ebooks.list(),
      featured: await lib.visitor.caller.ebooks.featured(),
      popular: await lib.visitor.caller.ebooks.popular(),
      recent: await lib.visitor.caller.ebooks.recent(),
      search: await lib.visitor.caller.ebooks.search({ q: 'Gitanjali' }),
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(
        list.map((e) => e.id),
        name,
      ).not.toContain(hiddenId);
      expect(
        list.every((e) => e.isActive),
        name,
      ).toBe(true);
      expect(Object.keys(list[0]!), name).not.toContain('searchVector');
    }
  });

  it('hides an inactive e-book by id from the public but not from staff', async () => {
    for (const caller of [lib.visitor, patron]) {
      expect(await caller.refusal(caller.caller.ebooks.byId({ id: hiddenId }))).toMatchObject({
        code: 'NOT_FOUND',
        appCode: 'NOT_FOUND',
      });
    }
    expect((await lib.staff.caller.ebooks.byId({ id: hiddenId })).isActive).toBe(false);
  });

  it('orders popular by downloads and shows at most 12 on a shelf by default', async () => {
    const [first, second] = await lib.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    const downloads = (id: number, downloadCount: number) =>
      lib.db.updateTable('ebooks').set({ downloadCount }).where('id', '=', id).execute();
    await downloads(second!.id, 500);
    await downloads(first!.id, 400);
    const popular = await lib.visitor.caller.ebooks.popular();
    expect(popular.slice(0, 2).map((e) => e.id)).toEqual([second!.id, first!.id]);
    const counts = popular.map((e) => e.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(popular.length).toBeLessThanOrEqual(12);
    expect(await lib.visitor.caller.ebooks.popular({ limit: 3 })).toHaveLength(3);
  });

  it('filters by genre and language, and lists more without them', async () => {
    const tamilPoetry = await lib.visitor.caller.ebooks.list({
      genre: 'poetry',
      language: 'Tamil',
    });
    expect(tamilPoetry.length).toBeGreaterThan(0);
    for (const e of tamilPoetry) expect([e.genre, e.language]).toEqual(['poetry', 'Tamil']);
    expect((await lib.visitor.caller.ebooks.list()).length).toBeGreaterThan(tamilPoetry.length);
    const bad = await lib.visitor.refusal(
      lib.visitor.caller.ebooks.list({ genre: 'cookery' as 'poetry' }),
    );
    expect(bad).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { genre: [expect.any(String)] },
    });
  });
});

describe('ebooks.search', () => {
  it.each([
    ['an empty query', { q: '' }],
    ['a query of spaces', { q: '   ' }],
    ['no query at all', {}],
  ])('refuses %s with a field error', async (_, input) => {
    const refused = await lib.visitor.refusal(
      lib.visitor.caller.ebooks.search(input as { q: string }),
    );
    expect(refused).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { q: [expect.any(String)] },
    });
  });

  it.each([
    ['thirukkural', 'திருக்குறள்'],
    ['திருக்குறள்', 'திருக்குறள்'],
    ['silappathikaram', 'சிலப்பதிகாரம் — புகார்க் காண்டம்'],
    ['Frankenstien', 'Frankenstein; Or, The Modern Prometheus'],
    ['pride prejudise', 'Pride and Prejudice'],
  ])('finds the seeded collection by %s', async (q, title) => {
    expect((await lib.visitor.caller.ebooks.search({ q }))[0]?.title).toBe(title);
  });

  it('finds Bharathiyar’s poems in the seed from the romanised name', async () => {
    const found = await lib.visitor.caller.ebooks.search({ q: 'bharathiyar' });
    expect(found.map((e) => e.title)).toContain('கண்ணன் பாட்டு, குயில் பாட்டு');
  });
});

describe('staff create, update and delete', () => {
  it('refuses visitors and patrons, and writes nothing', async () => {
    const before = await countRows(lib.db, 'ebooks');
    expect(await lib.visitor.refusal(lib.visitor.caller.ebooks.create(newEbook))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const call of [
      patron.caller.ebooks.create(newEbook),
      patron.caller.ebooks.update({ id: 1, title: 'x' }),
      patron.caller.ebooks.delete({ id: 1 }),
    ]) {
      expect(await patron.refusal(call)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await countRows(lib.db, 'ebooks')).toBe(before);
  });

  it('adds an e-book with the spec defaults and empty fields as null', async () => {
    const meditations = await lib.staff.caller.ebooks.create({
      title: '  Meditations  ',
      author: 'Marcus Aurelius',
      genre: 'philosophy',
      fileUrl: '/api/ebooks/files/abc123.pdf',
    });
    expect(meditations).toMatchObject({
      title: 'Meditations',
      language: 'English',
      fileFormat: 'PDF',
      isPublicDomain: true,
      rating: 0,
      downloadCount: 0,
      tags: [],
      isFeatured: false,
      isActive: true,
    });
    expect(await addEbook()).toMatchObject({
      description: null,
      coverImageUrl: null,
      totalPages: 0,
    });
  });

  it('refuses bad input with an error for each field at fault and writes nothing', async () => {
    const before = await countRows(lib.db, 'ebooks');
    const refused = await lib.staff.refusal(
      lib.staff.caller.ebooks.create({
        title: '   ',
        genre: 'cookery',
        language: 'French',
        fileFormat: 'DOCX',
        fileUrl: 'https://evil.example.com/book.pdf',
        rating: 7,
        totalPages: -3,
      } as unknown as CreateEbookInput),
    );
    expect(refused.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(
      [
        'author',
        'fileFormat',
        'fileUrl',
        'genre',
        'language',
        'rating',
        'title',
        'totalPages',
      ].sort(),
    );
    expect(refused.fieldErrors?.title).toEqual(['Title is required']);
    expect(refused.fieldErrors?.fileUrl?.[0]).toMatch(/Project Gutenberg/);
    expect(await countRows(lib.db, 'ebooks')).toBe(before);
  });

  it('updates only the fields sent (searchable by the new title), refuses bad ones without writing, and answers NOT_FOUND for a missing id', async () => {
    const { id } = await addEbook();
    const updated = await lib.staff.caller.ebooks.update({
      id,
      title: 'யாழ்ப்பாண வைபவ மாலை',
      isFeatured: true,
    });
    expect(updated).toMatchObject({
      id,
      title: 'யாழ்ப்பாண வைபவ மாலை',
      isFeatured: true,
      genre: 'poetry',
    });
    expect((await lib.visitor.caller.ebooks.search({ q: 'yazhpanam' }))[0]?.id).toBe(id);

    const bad = await lib.staff.refusal(
      lib.staff.caller.ebooks.update({ id, title: '', rating: 9 }),
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['rating', 'title']);
    expect((await lib.visitor.caller.ebooks.byId({ id })).title).toBe('யாழ்ப்பாண வைபவ மாலை');

    expect(
      await lib.staff.refusal(lib.staff.caller.ebooks.update({ id: 999_999, title: 'x' })),
    ).toMatchObject({ appCode: 'NOT_FOUND' });
  });

  it('deletes an e-book, then answers NOT_FOUND for it', async () => {
    const { id } = await addEbook();
    expect(await lib.staff.caller.ebooks.delete({ id })).toEqual({ id });
    expect(await lib.visitor.refusal(lib.visitor.caller.ebooks.byId({ id }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
    expect(await lib.staff.refusal(lib.staff.caller.ebooks.delete({ id }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});

describe('ebooks.download', () => {
  const downloadRows = (ebookId: number) =>
    lib.db.selectFrom('ebookDownloads').selectAll().where('ebookId', '=', ebookId).execute();

  it('counts 50 simultaneous downloads exactly and records each with ip, user agent and device', async () => {
    const { id } = await addEbook();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const readers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createTestContext(lib.db, {
          request: {
            ip: `192.0.2.${i + 1}`,
            userAgent: i % 2 ? iphone : 'Mozilla/5.0 (X11; Linux x86_64)',
          },
        }),
      ),
    );
    const answers = await Promise.all(readers.map((r) => r.caller.ebooks.download({ id })));
    expect(answers[0]).toEqual({
      downloadUrl: `/api/ebooks/${id}/file?download=1`,
      filename: 'பாரதியார் கவிதைகள்.pdf',
    });
    expect((await lib.visitor.caller.ebooks.byId({ id })).downloadCount).toBe(50);
    const rows = await downloadRows(id);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.ipAddress)).size).toBe(50);
    expect(rows.filter((r) => r.device === 'mobile')).toHaveLength(25);
    expect(rows.filter((r) => r.device === 'desktop')).toHaveLength(25);
    expect(rows.filter((r) => r.userAgent === iphone)).toHaveLength(25);
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });

  it('records the signed-in reader, and names the file in the title’s own script', async () => {
    const { id } = await addEbook({ title: 'ශ්‍රී ලංකා ජන කතා', fileFormat: 'EPUB' });
    const answer = await patron.caller.ebooks.download({ id });
    // The Sinhala title keeps its joiner (ශ්‍රී) and its script.
    expect(answer.filename).toBe('ශ්‍රී ලංකා ජන කතා.epub');
    const [row] = await downloadRows(id);
    expect(row!.userId).toBe(patron.user!.id);
  });

  it('answers NOT_FOUND for an inactive or missing e-book and counts nothing', async () => {
    const { id } = await addEbook({ isActive: false });
    for (const missing of [id, 999_999]) {
      expect(
        await lib.visitor.refusal(lib.visitor.caller.ebooks.download({ id: missing })),
      ).toMatchObject({
        appCode: 'NOT_FOUND',
      });
    }
    expect((await lib.staff.caller.ebooks.byId({ id })).downloadCount).toBe(0);
  });
});

describe('reading progress', () => {
  let ebookId: number;
  beforeAll(async () => {
    // A seeded EPUB: reading progress is about the reader, not about how the book arrived.
    ({ id: ebookId } = await lib.db
      .selectFrom('ebooks')
      .select('id')
      .where('fileFormat', '=', 'EPUB')
      .where('isActive', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow());
  });

  it('answers null to an anonymous reader and refuses to save for one', async () => {
    expect(await lib.visitor.caller.ebooks.readingSession({ ebookId })).toBeNull();
    const save = lib.visitor.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 3,
      readingProgress: 5,
    });
    expect(await lib.visitor.refusal(save)).toMatchObject({
      code: 'UNAUTHORIZED',
      appCode: 'UNAUTHENTICATED',
    });
  });

  it('saves and restores each reader’s own place, summing reading time', async () => {
    const bookmark = {
      location: 'epubcfi(/6/4!/4/2/1:0)',
      label: 'முதல் பாடல்',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    await patron.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 12,
      totalPages: 80,
      readingProgress: 15,
      location: 'epubcfi(/6/14!/4/2/1:120)',
      bookmarks: [bookmark],
      sessionDuration: 300,
    });
    await patron.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 20,
      readingProgress: 25.5,
      location: 'epubcfi(/6/20!/4/2/1:0)',
      sessionDuration: 120,
    });
    await patron2.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 2,
      readingProgress: 2,
    });

    const restored = await patron.caller.ebooks.readingSession({ ebookId });
    expect(restored).toMatchObject({
      ebookId,
      userId: patron.user!.id,
      currentPage: 20,
      totalPages: 80,
      readingProgress: 25.5,
      location: 'epubcfi(/6/20!/4/2/1:0)',
      bookmarks: [bookmark],
      notes: [],
      sessionDuration: 420,
      isFinished: false,
    });
    expect(restored!.lastReadAt).toBeInstanceOf(Date);
    expect(await patron2.caller.ebooks.readingSession({ ebookId })).toMatchObject({
      userId: patron2.user!.id,
      currentPage: 2,
      sessionDuration: 0,
    });
    const rows = await lib.db
      .selectFrom('readingSessions')
      .select('id')
      .where('ebookId', '=', ebookId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('marks a book finished at 100% and refuses progress outside 0–100', async () => {
    const done = await lib.staff.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 80,
      readingProgress: 100,
    });
    expect(done.isFinished).toBe(true);
    const bad = lib.staff.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 0,
      readingProgress: 140,
    });
    expect(await lib.staff.refusal(bad)).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { readingProgress: [expect.any(String)] },
    });
  });

  it('answers NOT_FOUND when saving progress in an e-book that does not exist', async () => {
    const save = patron.caller.ebooks.saveReadingProgress({
      ebookId: 999_999,
      currentPage: 1,
      readingProgress: 0,
    });
    expect(await patron.refusal(save)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
