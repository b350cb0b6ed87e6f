import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, trpcQuery } from './testing';

let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db);
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

describe('the HTTP edge', () => {
  it('an unknown /api path is a JSON 404 in the language the client asks for', async () => {
    const ta = await app.inject({
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ta-LK,ta;q=0.9' },
    });
    expect(ta.statusCode).toBe(404);
    expect(ta.json()).toEqual({
      appCode: 'NOT_FOUND',
      message: 'நீங்கள் தேடியதைக் கண்டுபிடிக்க முடியவில்லை.',
    });
    const si = await app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'accept-language': 'si' },
    });
    expect(si.json<{ message: string }>().message).toBe('ඔබ සොයූ දේ අපට සොයාගත නොහැකි විය.');
  });
});

describe('tRPC at /trpc', () => {
  const get = (path: string, input?: unknown) => trpcQuery(app, path, input);

  it('reads a query’s input from the URL and answers superjson: dates arrive as Dates', async () => {
    const res = await get('books.list', { genre: 'poetry' });
    expect(res.statusCode).toBe(200);
    const books = superjson.deserialize<{ genre: string; createdAt: Date }[]>(
      res.json().result.data,
    );
    expect(books.length).toBeGreaterThan(0);
    expect(new Set(books.map((b) => b.genre))).toEqual(new Set(['poetry']));
    expect(books[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('sends a refusal with its appCode and field errors, and never a stack trace', async () => {
    const res = await get('books.list', { genre: 'cookery' });
    expect(res.statusCode).toBe(400);
    const error = superjson.deserialize<{ data: Record<string, unknown> }>(res.json().error);
    expect(error.data).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { genre: [expect.any(String)] },
    });
    expect(error.data.stack).toBeUndefined();
  });
});

describe('when the database is gone', () => {
  it('health answers 500 DATABASE_UNAVAILABLE instead of crashing', async () => {
    const lost = await createTestDatabase();
    const lonely = await buildTestApp(lost.db);
    await lost.destroy();
    const res = await lonely.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ appCode: 'DATABASE_UNAVAILABLE' });
    await lonely.close();
  });
});
