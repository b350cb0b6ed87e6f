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

describe('REST adapter: the public lists', () => {
  it('GET /api/books lists the seeded books as JSON', async () => {
    const res = await app.inject('/api/books');
    expect(res.statusCode).toBe(200);
    const books =
      res.json<{ title: string; available: number; coverColor: string; createdAt: string }[]>();
    const count = await t.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(books).toHaveLength(count.n);
    expect(books.some((b) => b.title === 'திருக்குறள்')).toBe(true);
    expect(Date.parse(books[0]!.createdAt)).not.toBeNaN();
  });

  it('GET /api/events lists events soonest first', async () => {
    const res = await app.inject('/api/events');
    expect(res.statusCode).toBe(200);
    const events = res.json<{ startsAt: string; category: string }[]>();
    expect(events.length).toBeGreaterThanOrEqual(8);
    const starts = events.map((e) => Date.parse(e.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('GET /api/branches lists the main library first, with its district', async () => {
    const res = await app.inject('/api/branches');
    const branches = res.json<{ id: string; districtName: string; coordinates: unknown }[]>();
    expect(branches[0]).toMatchObject({ id: 'JPL', districtName: 'Jaffna' });
    expect(branches[0]!.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('GET /api/health answers ok while the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

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

  it('books.list narrows to a genre on the server', async () => {
    const res = await get('books.list', { genre: 'poetry' });
    expect(res.statusCode).toBe(200);
    const books = superjson.deserialize<{ genre: string; createdAt: Date }[]>(
      res.json().result.data,
    );
    expect(books.length).toBeGreaterThan(0);
    expect(new Set(books.map((b) => b.genre))).toEqual(new Set(['poetry']));
    expect(books[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a genre outside the spec list with INVALID_INPUT and the field at fault', async () => {
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
    await lonely.close();
  });
});
