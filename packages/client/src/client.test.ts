import { buildTestApp, createTestUser, deprecateProcedure, signIn } from '@app/api/testing';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryClient, TRPCClientError, type AppRouter, type DeprecationNotice } from '.';

/**
 * The client against a real site (decision 0050): the token on both halves, typed answers
 * (dates as Dates through tRPC), the site's refusals as one kind of error in the language
 * asked for, and deprecations reported.
 */
let t: TestDatabase;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let origin: string;
let secret: string;
let tokenId: string;
let cookie: string;
let restore: () => void;
const notices: DeprecationNotice[] = [];

beforeAll(async () => {
  restore = deprecateProcedure('health.check', {
    since: '2026-12-01',
    instead: 'Call health.ready.',
  });
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await createTestUser(t.db, 'super_admin');
  cookie = await signIn(app, admin.email, admin.password);
  for (const fullName of ['செல்வி நடராசா', 'Nimal Perera']) {
    const member = await app.inject({
      method: 'POST',
      url: '/api/members',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ fullName, branchId: 'JPL', phone: '021 222 3344' }),
    });
    expect(member.statusCode, member.body).toBe(201);
  }
  const made = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ name: 'Client test', scopes: ['members:read'], expiresInDays: 1 }),
  });
  ({ id: tokenId, token: secret } = made.json<{ id: string; token: string }>());
});
afterAll(async () => {
  await app?.close();
  await t?.destroy();
  restore();
});

const client = (options: Partial<Parameters<typeof createLibraryClient>[0]> = {}) =>
  createLibraryClient({
    baseUrl: `${origin}/`,
    token: secret,
    onDeprecation: (notice) => notices.push(notice),
    ...options,
  });

async function refusal(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

describe('a client with a token', () => {
  it('calls staff procedures within its scopes over tRPC, dates as Dates', async () => {
    const members = await client().trpc.members.list.query({ limit: 5 });
    expect(members.total).toBeGreaterThan(0);
    expect(members.items[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('calls REST paths with the token, typed by the OpenAPI document', async () => {
    const { data, error, response } = await client().rest.GET('/api/members', {
      params: { query: { limit: 2 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data).toHaveLength(2);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    const refused = await client({ token: undefined }).rest.GET('/api/members', {});
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ appCode: 'UNAUTHENTICATED' });
  });

  it('is refused beyond its scopes with the procedure’s own error', async () => {
    const error = await refusal(
      client().trpc.books.create.mutate({ title: 'T', author: 'A', genre: 'history' }),
    );
    expect(error.data).toMatchObject({ httpStatus: 403, appCode: 'TOKEN_REFUSED' });
  });
});

describe("the site's refusals before any procedure runs", () => {
  it('arrive as a TRPCClientError with the code and a message in the language asked for', async () => {
    const unknown = createLibraryClient({
      baseUrl: origin,
      token: `jpl_${'x'.repeat(43)}`,
      language: 'ta',
    });
    const error = await refusal(unknown.trpc.ebooks.recent.query({ limit: 1 }));
    expect(error.data).toMatchObject({
      httpStatus: 401,
      code: 'UNAUTHORIZED',
      appCode: 'TOKEN_INVALID',
      path: 'ebooks.recent',
    });
    expect(error.message).toContain('API டோக்கன்');
  });

  it('refuse every call of a batch alike', async () => {
    const unknown = createLibraryClient({ baseUrl: origin, token: `jpl_${'y'.repeat(43)}` });
    const [recent, branches] = await Promise.all([
      refusal(unknown.trpc.ebooks.recent.query({ limit: 1 })),
      refusal(unknown.trpc.branches.list.query()),
    ]);
    expect(recent.data).toMatchObject({ appCode: 'TOKEN_INVALID', path: 'ebooks.recent' });
    expect(branches.data).toMatchObject({ appCode: 'TOKEN_INVALID', path: 'branches.list' });
    expect(branches.message).toMatch(/^This API token is not valid/);
  });
});

describe('deprecations', () => {
  it('are reported from tRPC and REST answers, with the day and the reference', async () => {
    notices.length = 0;
    const library = client();
    await expect(library.trpc.health.check.query()).resolves.toMatchObject({ status: 'ok' });
    const { response } = await library.rest.GET('/api/health');
    expect(response.status).toBe(200);
    await library.trpc.health.ready.query();
    expect(notices.map((notice) => notice.path)).toEqual(['/trpc/health.check', '/api/health']);
    expect(notices[0]!.since.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(notices[1]!.link).toBe('/api/docs');
  });
});

describe('revocation', () => {
  it('refuses the very next call of a client made before it', async () => {
    const library = client();
    await library.trpc.members.list.query({ limit: 1 });
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/${tokenId}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const error = await refusal(library.trpc.members.list.query({ limit: 1 }));
    expect(error.data).toMatchObject({ appCode: 'TOKEN_INVALID' });
  });
});
