import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertUser, type Db } from '@app/db';
import { createTestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { buildApp, type BuildAppOptions } from '../app';
import { hashPassword, type PasswordHashCost } from '../auth/password';
import { loadConfig } from '../env';
export { epubUpload, multipart } from './multipart';
export { insertTestEbook, storeTestUpload } from './ebooks';
export { deprecateProcedure } from './deprecate';

/** Nothing listens on port 9 (discard): outside services fail at once, never over a network. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * An app over `db` with test configuration; the caller closes it. Outside services point
 * nowhere and uploads go to a fresh temporary folder unless `env` says otherwise.
 */
export function buildTestApp(
  db: Db,
  overrides: Partial<Omit<BuildAppOptions, 'db' | 'config'>> & {
    env?: Record<string, string>;
  } = {},
): Promise<FastifyInstance> {
  const { env, ...options } = overrides;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPENLIBRARY_BASE_URL: NOWHERE,
    GOOGLE_BOOKS_BASE_URL: NOWHERE,
    GUTENDEX_BASE_URL: NOWHERE,
    OPENLIBRARY_COVERS_BASE_URL: NOWHERE,
    // Remote e-book files are fetched from here (nothing answers) instead of their real hosts.
    EBOOK_REMOTE_BASE_URL: NOWHERE,
    OPENAI_BASE_URL: `${NOWHERE}/v1`,
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'jpl-uploads-')),
    // Hundreds of sign-ins per suite; auth.test.ts checks that the default stays strong.
    PASSWORD_HASH_COST: 'minimal',
    ...env,
  });
  return buildApp({ config, db, ...options });
}

let userCounter = 0;

/**
 * Creates a user with `role` and a known password, hashed at the minimal cost unless `cost`
 * says otherwise; returns how to sign in as them.
 */
export async function createTestUser(
  db: Db,
  role: 'patron' | 'librarian' | 'super_admin',
  password = 'correct horse battery',
  cost: PasswordHashCost = 'minimal',
) {
  const email = `${role}-${process.pid}-${++userCounter}@test.jaffnalibrary.lk`;
  const user = await insertUser(db, {
    email,
    role,
    displayName: `Test ${role}`,
    passwordHash: await hashPassword(password, cost),
  });
  if (!user) throw new Error(`could not create ${email}`);
  return { id: user.id, email, password };
}

let desk = 0;

/**
 * Signs in through the real endpoint and returns the Cookie header to send afterwards. Each
 * sign-in comes from a desk of its own (one address may try thirty times a minute), so suites
 * that sign many people in are not throttled; the limits have their own tests.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  desk = (desk % 60_000) + 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.${200 + (desk >> 16)}.${(desk >> 8) & 255}.${desk & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name.endsWith('jpl_session'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Readers with a session each: `{ patron: 'patron', librarian: 'librarian' }` → ids and cookies. */
export async function signedInUsers<K extends string>(
  app: FastifyInstance,
  db: Db,
  roles: Record<K, Parameters<typeof createTestUser>[1]>,
): Promise<{ ids: Record<K, string>; cookies: Record<K, string> }> {
  const ids = {} as Record<K, string>;
  const cookies = {} as Record<K, string>;
  for (const key of Object.keys(roles) as K[]) {
    const user = await createTestUser(db, roles[key]);
    ids[key] = user.id;
    cookies[key] = await signIn(app, user.email, user.password);
  }
  return { ids, cookies };
}

export interface TestApi<K extends string> {
  db: Db;
  app: FastifyInstance;
  /** A signed-in session's Cookie header, and the user's id, per name given in `roles`. */
  cookies: Record<K, string>;
  ids: Record<K, string>;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/**
 * A test app over a database of its own (seeded unless `seeded: false`), with a signed-in
 * user per entry of `roles`: `startTestApi({ roles: { staff: 'librarian' } })`.
 */
export async function startTestApi<K extends string = never>(
  options: Parameters<typeof buildTestApp>[1] & {
    seeded?: boolean;
    roles?: Record<K, Parameters<typeof createTestUser>[1]>;
  } = {},
): Promise<TestApi<K>> {
  const { seeded = true, roles = {} as Record<K, never>, ...overrides } = options;
  const t = await createTestDatabase({ seeded });
  const app = await buildTestApp(t.db, overrides);
  const { ids, cookies } = await signedInUsers(app, t.db, roles);
  return {
    db: t.db,
    app,
    cookies,
    ids,
    async close() {
      await app.close();
      await t.destroy();
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-21T08:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** A tRPC query over HTTP, its input in the URL as the web client sends it. */
export function trpcQuery(app: FastifyInstance, path: string, input?: unknown, cookie?: string) {
  const search =
    input === undefined
      ? ''
      : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  return app.inject({ url: `/trpc/${path}${search}`, headers: cookie ? { cookie } : {} });
}

/** A tRPC mutation over HTTP: the answer as it came (its status, headers and body). */
export function trpcPost(app: FastifyInstance, path: string, input: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    payload: superjson.serialize(input) as object,
    headers: cookie ? { cookie } : {},
  });
}

/** The data of a successful tRPC answer, dates and all. */
export function trpcData<T>(res: { json: () => { result: { data: never } } }): T {
  return superjson.deserialize<T>(res.json().result.data);
}
export * from './outage';
export * from './freeze';

/** A tRPC mutation over HTTP, as the web client sends it; resolves the decoded result. */
export async function trpcMutation<T = unknown>(
  app: FastifyInstance,
  path: string,
  input: unknown,
  cookie?: string,
): Promise<T> {
  const res = await app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(superjson.serialize(input)),
  });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  const body = res.json<{ result: { data: Parameters<typeof superjson.deserialize>[0] } }>();
  return superjson.deserialize<T>(body.result.data);
}
