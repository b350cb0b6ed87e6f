import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, useTestLibrary, type TestContext } from '../testing/context';

/** A reader's place in a book (ebooks.readingSession, ebooks.saveReadingProgress). */
const lib = useTestLibrary();
let visitor: TestContext;
let patron: TestContext;
let patron2: TestContext;
let staff: TestContext;
beforeAll(async () => {
  visitor = lib.visitor;
  staff = lib.staff;
  patron = await createTestContext(lib.db, { role: 'patron' });
  patron2 = await createTestContext(lib.db, { role: 'patron' });
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
    expect(await visitor.caller.ebooks.readingSession({ ebookId })).toBeNull();
    const save = visitor.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 3,
      readingProgress: 5,
    });
    expect(await visitor.refusal(save)).toMatchObject({
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
    const done = await staff.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 80,
      readingProgress: 100,
    });
    expect(done.isFinished).toBe(true);
    const bad = staff.caller.ebooks.saveReadingProgress({
      ebookId,
      currentPage: 0,
      readingProgress: 140,
    });
    expect(await staff.refusal(bad)).toMatchObject({
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
