import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, useTestLibrary, type TestContext } from '../testing/context';

const lib = useTestLibrary();
let reader: TestContext;
let ebookId: number;
beforeAll(async () => {
  reader = await createTestContext(lib.db, { role: 'patron' });
  const [first] = (await lib.visitor.caller.ebooks.list()).items;
  ebookId = first!.id;
});

const bookmark = (location: string, label = 'Page 3') => ({
  id: randomUUID(),
  location,
  label,
  createdAt: new Date().toISOString(),
});

describe('bookmarks and notes of a signed-in reader', () => {
  it('adds, lists through the reading session, and removes by id', async () => {
    const a = bookmark('epubcfi(/6/4!/4/2/1:0)');
    const b = bookmark('epubcfi(/6/8!/4/2/1:0)', 'Page 9');
    await reader.caller.ebooks.addBookmark({ ebookId, bookmark: a });
    const afterB = await reader.caller.ebooks.addBookmark({ ebookId, bookmark: b });
    expect(afterB.bookmarks.map((m) => m.id)).toEqual([a.id, b.id]);
    const note = {
      id: randomUUID(),
      location: a.location,
      text: 'திருக்குறள் 391: கற்க கசடற',
      label: 'Page 3',
      createdAt: new Date().toISOString(),
    };
    const withNote = await reader.caller.ebooks.addNote({ ebookId, note });
    expect(withNote.notes).toEqual([note]);
    // The same session the reader's position lives in: another device sees them.
    const session = await reader.caller.ebooks.readingSession({ ebookId });
    expect(session?.bookmarks).toHaveLength(2);
    expect(session?.notes).toHaveLength(1);
    const removed = await reader.caller.ebooks.removeBookmark({ ebookId, id: a.id });
    expect(removed.bookmarks.map((m) => m.id)).toEqual([b.id]);
    expect((await reader.caller.ebooks.removeNote({ ebookId, id: note.id })).notes).toEqual([]);
  });

  it('keeps a mark sent twice (a retried request) once, and marks added at once from two devices both', async () => {
    const other = await createTestContext(lib.db, { role: 'patron' });
    const twice = bookmark('1');
    await other.caller.ebooks.addBookmark({ ebookId, bookmark: twice });
    await other.caller.ebooks.addBookmark({ ebookId, bookmark: twice });
    const together = await Promise.all(
      ['2', '3', '4', '5'].map((location) =>
        other.caller.ebooks.addBookmark({ ebookId, bookmark: bookmark(location) }),
      ),
    );
    expect(together).toHaveLength(4);
    const session = await other.caller.ebooks.readingSession({ ebookId });
    expect(session?.bookmarks.map((m) => m.location).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps each reader’s marks to themselves', async () => {
    const stranger = await createTestContext(lib.db, { role: 'patron' });
    expect(await stranger.caller.ebooks.readingSession({ ebookId })).toBeNull();
    expect(
      (await stranger.caller.ebooks.removeBookmark({ ebookId, id: randomUUID() })).bookmarks,
    ).toEqual([]);
  });

  it('refuses visitors, blank notes, unknown books and marks without an id, and writes nothing', async () => {
    expect(
      (
        await lib.visitor.refusal(
          lib.visitor.caller.ebooks.addBookmark({ ebookId, bookmark: bookmark('x') }),
        )
      ).appCode,
    ).toBe('UNAUTHENTICATED');
    const blank = {
      id: randomUUID(),
      location: '1',
      text: '   ',
      createdAt: new Date().toISOString(),
    };
    expect(
      (await reader.refusal(reader.caller.ebooks.addNote({ ebookId, note: blank }))).appCode,
    ).toBe('INVALID_INPUT');
    expect(
      (
        await reader.refusal(
          reader.caller.ebooks.addBookmark({ ebookId: 999_999, bookmark: bookmark('x') }),
        )
      ).appCode,
    ).toBe('NOT_FOUND');
    const { id: _omitted, ...noId } = bookmark('x');
    expect(
      (await reader.refusal(reader.caller.ebooks.addBookmark({ ebookId, bookmark: noId as never })))
        .appCode,
    ).toBe('INVALID_INPUT');
    expect((await reader.caller.ebooks.readingSession({ ebookId }))?.notes).toEqual([]);
  });
});
