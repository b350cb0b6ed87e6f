import type { Db } from '@app/db';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appCodeOf, appError, appParamsOf, httpStatusOf } from './errors';
import {
  createCallerFactory,
  publicProcedure,
  router,
  staffProcedure,
  superAdminProcedure,
  type Context,
  type SessionUser,
} from './trpc';

// These procedures never touch the database; the middleware decides before any resolver runs.
const probe = router({
  open: publicProcedure.query(() => 'open'),
  staff: staffProcedure.query(({ ctx }) => ctx.user.role),
  admin: superAdminProcedure.query(({ ctx }) => ctx.user.role),
});
const createCaller = createCallerFactory(probe);

function callerAs(role: SessionUser['role'] | null) {
  const ctx: Context = {
    db: {} as Db,
    // Middleware-only probes: no port is ever called.
    services: {} as Context['services'],
    session: null,
    response: { setSessionCookie: () => undefined, clearSessionCookie: () => undefined },
    user: role
      ? { id: '00000000-0000-4000-8000-000000000000', email: 'x@lib.lk', displayName: 'X', role }
      : null,
    language: 'en',
    request: { ip: '127.0.0.1', userAgent: null },
    now: () => new Date(),
    translateError: (appCode) => appCode,
  };
  return createCaller(ctx);
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? `${error.code}/${appCodeOf(error)}` : 'NOT_A_TRPC_ERROR';
  }
}

describe('procedure bases', () => {
  it.each([
    [null, 'OK', 'UNAUTHORIZED/UNAUTHENTICATED', 'UNAUTHORIZED/UNAUTHENTICATED'],
    ['patron', 'OK', 'FORBIDDEN/FORBIDDEN', 'FORBIDDEN/FORBIDDEN'],
    ['librarian', 'OK', 'OK', 'FORBIDDEN/FORBIDDEN'],
    ['super_admin', 'OK', 'OK', 'OK'],
  ] as const)('as %s: public %s, staff %s, super admin %s', async (role, open, staff, admin) => {
    const caller = callerAs(role);
    expect(await codeOf(caller.open())).toBe(open);
    expect(await codeOf(caller.staff())).toBe(staff);
    expect(await codeOf(caller.admin())).toBe(admin);
  });
});

describe('app errors', () => {
  it('carry an app code and keep the underlying failure for the logs', () => {
    const underlying = new Error('connection refused');
    const error = appError('DATABASE_UNAVAILABLE', 'Database unreachable', { cause: underlying });
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(appCodeOf(error)).toBe('DATABASE_UNAVAILABLE');
    expect((error.cause as Error).cause).toBe(underlying);
  });

  it('derive an app code from the tRPC code when none was given', () => {
    expect(appCodeOf(new TRPCError({ code: 'BAD_REQUEST' }))).toBe('INVALID_INPUT');
    expect(appCodeOf(new TRPCError({ code: 'TOO_MANY_REQUESTS' }))).toBe('RATE_LIMITED');
    expect(appCodeOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR' }))).toBe('INTERNAL');
  });

  it('say the database is away, with a wait, whatever threw the lost connection', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refused });
    expect(appCodeOf(error)).toBe('DATABASE_UNAVAILABLE');
    expect(httpStatusOf(error)).toBe(503);
    expect(appParamsOf(error).retryAfterSeconds).toBeGreaterThan(0);
    const bug = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new TypeError('x') });
    expect(appCodeOf(bug)).toBe('INTERNAL');
    expect(httpStatusOf(bug)).toBe(500);
  });
});
