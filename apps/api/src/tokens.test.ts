import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, startTestApi, trpcData, type TestApi } from './testing';

/**
 * API tokens over HTTP (decision 0047): `Authorization: Bearer` on tRPC and REST, the Origin
 * rule left to cookies, sign-in refused, revocation seen at once by another process, the
 * per-token limit, and the audit trail naming the token.
 */
let api: TestApi<'admin' | 'librarian'>;
let other: FastifyInstance;
const clock = manualClock(new Date('2026-11-30T04:00:00Z'));
const FOREIGN = 'https://elsewhere.example';

beforeAll(async () => {
  api = await startTestApi({
    now: clock.now,
    roles: { admin: 'super_admin', librarian: 'librarian' },
  });
  // A second process over the same database, as behind a load balancer.
  other = await buildTestApp(api.db, { now: clock.now });
});
afterAll(async () => {
  await other?.close();
  await api.close();
});

async function makeToken(scopes: string[], cookie = api.cookies.admin, expiresInDays = 30) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ name: `Bot ${scopes.length} ${scopes[0]}`, scopes, expiresInDays }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; token: string }>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };
const newBook = { title: 'Nallur Kandasamy', author: 'S. Ratnam', genre: 'history' };

describe('a Bearer token over HTTP', () => {
  it('works on REST and tRPC within its scopes, and is refused beyond them', async () => {
    const { token } = await makeToken(['members:read']);
    const members = await api.app.inject({ url: '/api/members', headers: bearer(token) });
    expect(members.statusCode).toBe(200);
    const viaTrpc = await api.app.inject({
      url: `/trpc/members.list?input=${encodeURIComponent('{"json":{}}')}`,
      headers: bearer(token),
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect(trpcData<{ total: number }>(viaTrpc).total).toBeGreaterThanOrEqual(0);
    const write = await api.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...json, ...bearer(token) },
      payload: JSON.stringify(newBook),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ appCode: 'TOKEN_REFUSED' });
    // A file upload is no procedure a scope names: not a token's, refused before its body.
    const upload = await api.app.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(token) },
      payload: '--x--',
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ appCode: 'TOKEN_REFUSED' });
  });

  it('needs no Origin check, which still holds for cookies', async () => {
    const { token } = await makeToken(['catalogue:write']);
    const withToken = await api.app.inject({
      method: 'POST',
      url: '/trpc/books.create',
      headers: { ...json, origin: FOREIGN, ...bearer(token) },
      payload: JSON.stringify({ json: newBook }),
    });
    expect(withToken.statusCode).toBe(200);
    const withCookie = await api.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...json, origin: FOREIGN, cookie: api.cookies.librarian },
      payload: JSON.stringify(newBook),
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toMatchObject({ appCode: 'ORIGIN_REFUSED' });
  });

  it('acts as the token alone, never as a cookie sent with it', async () => {
    const { token } = await makeToken(['catalogue:read']);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...json, cookie: api.cookies.admin, ...bearer(token) },
      payload: JSON.stringify(newBook),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ appCode: 'TOKEN_REFUSED' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is refused on sign-in, account and token routes', async () => {
    const { token } = await makeToken([...ALL]);
    for (const [method, url, payload] of [
      ['POST', '/api/auth/login', { email: 'a@b.lk', password: 'whatever it is' }],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Spawn', scopes: ['reports'], expiresInDays: 1 }],
      ['GET', '/trpc/auth.me', undefined],
      ['GET', '/trpc/loans.mine', undefined],
    ] as const) {
      const res = await api.app.inject({
        method,
        url,
        headers: { ...json, ...bearer(token) },
        payload: payload && JSON.stringify(payload),
      });
      expect(res.statusCode, url).toBe(403);
      expect(JSON.stringify(res.json()), url).toContain('TOKEN_REFUSED');
    }
  });

  it('writes under its name in the audit trail', async () => {
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { ...json, cookie: api.cookies.librarian },
      payload: JSON.stringify({
        name: 'Council site',
        scopes: ['catalogue:write'],
        expiresInDays: 7,
      }),
    });
    const { token } = made.json<{ token: string }>();
    const book = await api.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...json, ...bearer(token) },
      payload: JSON.stringify(newBook),
    });
    expect(book.statusCode).toBe(201);
    const trail = await api.app.inject({
      url: '/api/audit?kind=books.create&limit=5',
      headers: { cookie: api.cookies.admin },
    });
    const entry = trail
      .json<{ entityId: string; actorToken: string | null; actorId: string }[]>()
      .find((e) => e.entityId === String(book.json<{ id: number }>().id));
    expect(entry).toMatchObject({ actorToken: 'Council site', actorId: api.ids.librarian });
  });

  it('answers 401 in the caller’s language once revoked, in another process too', async () => {
    const { id, token } = await makeToken(['catalogue:read']);
    expect((await other.inject({ url: '/api/books', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const revoked = await api.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${id}`,
      headers: { ...json, cookie: api.cookies.admin },
    });
    expect(revoked.statusCode).toBe(204);
    const res = await other.inject({
      url: '/api/books',
      headers: { ...bearer(token), 'accept-language': 'ta' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ appCode: 'TOKEN_INVALID' });
    expect(res.json<{ message: string }>().message).toMatch(/டோக்கன்/);
    const viaTrpc = await other.inject({ url: '/trpc/books.list', headers: bearer(token) });
    expect(viaTrpc.statusCode).toBe(401);
  });

  it('reads the collection as a reader does, and anything else as its owner', async () => {
    const { token } = await makeToken(['catalogue:read', 'members:read']);
    const reader = await api.app.inject({ url: '/api/books?limit=5' });
    const res = await api.app.inject({ url: '/api/books?limit=5', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // A collection read never looks at who asks: the token is answered what a reader is.
    expect(res.body).toBe(reader.body);
    expect(res.headers.etag).toBe(reader.headers.etag);
    expect(res.headers['cache-control']).toBe(reader.headers['cache-control']);
    expect(res.headers['x-library-signed-in']).toBeUndefined();
    // A staff read is its owner's: never kept by a proxy, nor for anyone else.
    const staff = await api.app.inject({ url: '/api/members', headers: bearer(token) });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(staff.headers['x-library-signed-in']).toBe('1');
  });

  it('is limited on kept collection answers too, and refused there once revoked', async () => {
    const { id, token } = await makeToken(['catalogue:read']);
    await api.app.inject({ url: '/api/books?limit=3' });
    await api.db
      .insertInto('rateLimits')
      .values({
        key: `token:${id}`,
        hits: 600,
        windowEndsAt: new Date(clock.now().getTime() + 30_000),
      })
      .execute();
    const limited = await api.app.inject({ url: '/api/books?limit=3', headers: bearer(token) });
    expect(limited.statusCode).toBe(429);
    await api.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${id}`,
      headers: { ...json, cookie: api.cookies.admin },
    });
    const refused = await other.inject({ url: '/api/books?limit=3', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
  });

  it('counts a burst of requests with one token once each, not a lease each', async () => {
    const { id, token } = await makeToken(['catalogue:read']);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.app.inject({ url: '/api/branches', headers: bearer(token) }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const counted = await api.db
      .selectFrom('rateLimits')
      .select('hits')
      .where('key', '=', `token:${id}`)
      .executeTakeFirstOrThrow();
    // Three or four leases of 20 cover 50 requests (the next is taken before the last runs
    // out); each request taking its own would count 1,000.
    expect(counted.hits).toBeGreaterThanOrEqual(60);
    expect(counted.hits).toBeLessThanOrEqual(80);
  });

  it('shares its limit between processes, 600 a minute in all', async () => {
    const { token } = await makeToken(['catalogue:read']);
    const answers: number[] = [];
    for (let i = 0; i < 640; i++) {
      const app = i % 2 === 0 ? api.app : other;
      answers.push((await app.inject({ url: '/api/branches', headers: bearer(token) })).statusCode);
    }
    const served = answers.filter((status) => status === 200).length;
    // Each process takes hits 20 at a time (the next before the last runs out): what one holds
    // unspent is refused to the other.
    expect(served).toBeLessThanOrEqual(600);
    expect(served).toBeGreaterThan(600 - 25);
    expect(answers.slice(-20).every((status) => status === 429)).toBe(true);
  });

  it('answers 401 once expired, and for a token that never was', async () => {
    const { token } = await makeToken(['catalogue:read'], api.cookies.admin, 1);
    expect((await api.app.inject({ url: '/api/books', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    clock.advance(24 * 60 * 60 * 1000);
    const expired = await api.app.inject({ url: '/api/books', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    const unknown = await api.app.inject({ url: '/api/books', headers: bearer('jpl_nothing') });
    expect(unknown.json()).toMatchObject({ appCode: 'TOKEN_INVALID' });
  });

  it('is limited per token, each token counted alone', async () => {
    const busy = await makeToken(['catalogue:read']);
    const calm = await makeToken(['catalogue:read']);
    // The counter as 600 requests this minute would have left it (what they prove is above).
    await api.db
      .insertInto('rateLimits')
      .values({
        key: `token:${busy.id}`,
        hits: 600,
        windowEndsAt: new Date(clock.now().getTime() + 30_000),
      })
      .execute();
    const refused = await api.app.inject({ url: '/api/books', headers: bearer(busy.token) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(
      (await api.app.inject({ url: '/api/books', headers: bearer(calm.token) })).statusCode,
    ).toBe(200);
  });
});

const ALL = [
  'catalogue:read',
  'catalogue:write',
  'circulation',
  'members:read',
  'members:write',
  'reports',
];
