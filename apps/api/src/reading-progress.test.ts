import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUsers, trpcData, trpcMutation, trpcQuery } from './testing';

let t: TestDatabase;
let app: FastifyInstance;
let ebookId: number;
type Reader = 'patron' | 'patron2' | 'librarian';
let cookies: Record<Reader, string>;
let userIds: Record<Reader, string>;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db);
  ({ ids: userIds, cookies } = await signedInUsers(app, t.db, {
    patron: 'patron',
    patron2: 'patron',
    librarian: 'librarian',
  }));
  // A seeded EPUB: reading progress is about the reader, not about how the book arrived.
  ebookId = (
    await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('fileFormat', '=', 'EPUB')
      .where('isActive', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

describe('reading progress (tRPC)', () => {
  const query = (path: string, input: unknown, cookie?: string) =>
    trpcQuery(app, path, input, cookie);
  const mutate = (path: string, input: unknown, cookie?: string) =>
    trpcMutation(app, path, input, cookie);
  const data = trpcData;

  it('answers null to an anonymous reader and refuses to save for one (401)', async () => {
    const res = await query('ebooks.readingSession', { ebookId });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toBeNull();
    const save = await mutate('ebooks.saveReadingProgress', {
      ebookId,
      currentPage: 3,
      readingProgress: 5,
    });
    expect(save.statusCode).toBe(401);
  });

  it('saves and restores each reader’s own place, summing reading time', async () => {
    const bookmark = {
      location: 'epubcfi(/6/4!/4/2/1:0)',
      label: 'முதல் பாடல்',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    const first = await mutate(
      'ebooks.saveReadingProgress',
      {
        ebookId,
        currentPage: 12,
        totalPages: 80,
        readingProgress: 15,
        location: 'epubcfi(/6/14!/4/2/1:120)',
        bookmarks: [bookmark],
        sessionDuration: 300,
      },
      cookies.patron,
    );
    expect(first.statusCode).toBe(200);
    const second = await mutate(
      'ebooks.saveReadingProgress',
      {
        ebookId,
        currentPage: 20,
        readingProgress: 25.5,
        location: 'epubcfi(/6/20!/4/2/1:0)',
        sessionDuration: 120,
      },
      cookies.patron,
    );
    expect(second.statusCode).toBe(200);
    await mutate(
      'ebooks.saveReadingProgress',
      { ebookId, currentPage: 2, readingProgress: 2 },
      cookies.patron2,
    );

    const restored = data<Record<string, unknown>>(
      await query('ebooks.readingSession', { ebookId }, cookies.patron),
    );
    expect(restored).toMatchObject({
      ebookId,
      userId: userIds.patron,
      currentPage: 20,
      totalPages: 80,
      readingProgress: 25.5,
      location: 'epubcfi(/6/20!/4/2/1:0)',
      bookmarks: [bookmark],
      notes: [],
      sessionDuration: 420,
      isFinished: false,
    });
    expect(restored.lastReadAt).toBeInstanceOf(Date);
    const other = data<Record<string, unknown>>(
      await query('ebooks.readingSession', { ebookId }, cookies.patron2),
    );
    expect(other).toMatchObject({ userId: userIds.patron2, currentPage: 2, sessionDuration: 0 });
    const rows = await t.db
      .selectFrom('readingSessions')
      .select('id')
      .where('ebookId', '=', ebookId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('marks a book finished at 100% and refuses progress outside 0–100', async () => {
    const done = await mutate(
      'ebooks.saveReadingProgress',
      { ebookId, currentPage: 80, readingProgress: 100 },
      cookies.librarian,
    );
    expect(data<{ isFinished: boolean }>(done).isFinished).toBe(true);
    const bad = await mutate(
      'ebooks.saveReadingProgress',
      { ebookId, currentPage: 0, readingProgress: 140 },
      cookies.librarian,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 when saving progress in an e-book that does not exist', async () => {
    const res = await mutate(
      'ebooks.saveReadingProgress',
      { ebookId: 999_999, currentPage: 1, readingProgress: 0 },
      cookies.patron,
    );
    expect(res.statusCode).toBe(404);
  });
});
