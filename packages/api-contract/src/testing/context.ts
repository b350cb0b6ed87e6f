import { randomBytes } from 'node:crypto';
import { insertUser, type Db, type UserRole } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { afterAll, beforeAll } from 'vitest';
import type { AppErrorCode } from '../errors';
import { appRouter, createCaller } from '../root';
import type { Services } from '../services';
import type { Context, SessionUser } from '../trpc';
import { testServices } from './fake-services';

/**
 * The contract's tests call the routers as the API does, through `createCaller`, with a
 * context built here instead of from an HTTP request: a real database, a real translator, a
 * clock and a caller of the test's choosing, and the outside world faked at the service ports.
 */

const translators = new Map<Language, ReturnType<typeof createI18n>>();
function translate(language: Language, appCode: AppErrorCode, params: Record<string, unknown>) {
  let i18n = translators.get(language);
  if (!i18n) translators.set(language, (i18n = createI18n(language)));
  return i18n.t(`errors:${appCode}`, params);
}

/**
 * A person with `role` in the database (rows such as scans and downloads point at them).
 * Contract tests never sign in, so the stored password hash is a placeholder.
 */
export async function createTestUser(db: Db, role: UserRole): Promise<SessionUser> {
  const email = `${role}-${randomBytes(6).toString('hex')}@contract.test.jaffnalibrary.lk`;
  const user = await insertUser(db, {
    email,
    role,
    displayName: `Test ${role}`,
    passwordHash: 'unusable: contract tests never sign in',
  });
  if (!user) throw new Error(`could not create ${email}`);
  return { id: user.id, email: user.email, displayName: user.displayName, role: user.role };
}

export interface TestContextOptions {
  /** Calls as a new user of this role; neither `role` nor `user`: an anonymous visitor. */
  role?: UserRole;
  /** Calls as this user (the same reader again, e.g. from another device). */
  user?: SessionUser | null;
  /** The request's clock: a fixed moment or a function (default: the real clock). */
  now?: Date | (() => Date);
  /** The caller's language, for error messages (default `en`). */
  language?: Language;
  /** Replaces some of {@link testServices}' ports. */
  services?: Partial<Services>;
  /** Where the request came from (default 127.0.0.1, no User-Agent). */
  request?: Partial<Context['request']>;
}

/** What a refused call answers, as the web client receives it (the router's error formatter). */
export interface Refusal {
  code: TRPC_ERROR_CODE_KEY;
  /** The status tRPC (and the REST skin, through the same mapping) answers with. */
  httpStatus: number;
  appCode: AppErrorCode;
  appParams: Record<string, string | number>;
  /** In the context's language. */
  message: string;
  /** Zod's field errors, keyed by top-level field, when the input was refused. */
  fieldErrors?: Record<string, string[] | undefined>;
  /** The error thrown, for checks the wire never sees (e.g. a nested zod issue's path). */
  error: TRPCError;
}

export interface TestContext {
  ctx: Context;
  /** The app router, called with `ctx`. */
  caller: ReturnType<typeof createCaller>;
  user: SessionUser | null;
  /** Awaits a call that must be refused and answers what the client would receive. */
  refusal(call: Promise<unknown>): Promise<Refusal>;
}

/** A context and a caller over `db`: `(await createTestContext(db, { role: 'librarian' })).caller`. */
export async function createTestContext(
  db: Db,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const user =
    options.user !== undefined
      ? options.user
      : options.role
        ? await createTestUser(db, options.role)
        : null;
  const language = options.language ?? 'en';
  const now = options.now;
  const ctx: Context = {
    db,
    services: testServices(options.services),
    user,
    session: null,
    // Cookies are the HTTP skin's business (apps/api/src/auth tests them).
    response: { setSessionCookie: () => undefined, clearSessionCookie: () => undefined },
    language,
    request: { ip: '127.0.0.1', userAgent: null, ...options.request },
    now: now instanceof Date ? () => now : (now ?? (() => new Date())),
    translateError: (appCode, params) => translate(language, appCode, params),
  };
  return {
    ctx,
    caller: createCaller(ctx),
    user,
    refusal: (call) => refusalOf(ctx, call),
  };
}

async function refusalOf(ctx: Context, call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const shape = getTRPCErrorShape({
      config: appRouter._def._config,
      error,
      type: 'unknown',
      path: undefined,
      input: undefined,
      ctx,
    });
    const { code, httpStatus, appCode, appParams, fieldErrors } = shape.data;
    return { code, httpStatus, appCode, appParams, message: shape.message, fieldErrors, error };
  }
  throw new Error('expected the call to be refused, but it succeeded');
}

/** What {@link useTestLibrary} opens for a test file. */
export interface TestLibrary {
  db: Db;
  /** A librarian's context. */
  staff: TestContext;
  /** An anonymous visitor's context. */
  visitor: TestContext;
}

/**
 * For the calling test file: before its tests, a database of its own (seeded unless
 * `seeded: false`) and a librarian's and a visitor's context on it, with the same `now` and
 * `services`; after them, the database is dropped. Read the fields inside tests and hooks.
 */
export function useTestLibrary(
  options: { seeded?: boolean } & Pick<TestContextOptions, 'now' | 'services'> = {},
): TestLibrary {
  const { seeded = true, ...shared } = options;
  const library = {} as TestLibrary;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded });
    library.db = database.db;
    library.staff = await createTestContext(database.db, { ...shared, role: 'librarian' });
    library.visitor = await createTestContext(database.db, shared);
  });
  afterAll(() => database?.destroy());
  return library;
}
