import { createTestDatabase, forgetNewestMigration, type TestDatabase } from '@app/db/testing';
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
    const { items: books, total } = superjson.deserialize<{
      items: { genre: string; createdAt: Date }[];
      total: number;
    }>(res.json().result.data);
    expect(books.length).toBeGreaterThan(0);
    expect(total).toBe(books.length);
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
  it('health answers 503 DATABASE_UNAVAILABLE with Retry-After instead of crashing', async () => {
    const lost = await createTestDatabase();
    const lonely = await buildTestApp(lost.db);
    await lost.destroy();
    const res = await lonely.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      appCode: 'DATABASE_UNAVAILABLE',
      message: 'The library catalogue is not reachable right now. Please try again shortly.',
    });
    // Not ready either: a load balancer sends its readers elsewhere.
    const ready = await lonely.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ appCode: 'DATABASE_UNAVAILABLE' });
    await lonely.close();
  });
});

describe('readiness', () => {
  it('is 200 over a current database, and 503 MIGRATIONS_PENDING with Retry-After while one is not run', async () => {
    const t = await createTestDatabase();
    const app = await buildTestApp(t.db);
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'current' });
    await forgetNewestMigration(t.db);
    const waiting = await app.inject({ url: '/api/ready', headers: { 'accept-language': 'si' } });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['retry-after']).toBe('10');
    expect(waiting.json()).toEqual({
      appCode: 'MIGRATIONS_PENDING',
      message: 'වෙබ් අඩවිය යාවත්කාලීන වෙමින් පවතී. මොහොතකින් නැවත උත්සාහ කරන්න.',
    });
    await app.close();
    await t.destroy();
  });
});
