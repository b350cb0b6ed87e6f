import { initTRPC } from '@trpc/server';
import type { Db, UserRole } from '@app/db';
import { isStaffRole } from '@app/db/constants';
import type { Language } from '@app/i18n';
import superjson from 'superjson';
import { z } from 'zod';
import { appCodeOf, appError, appParamsOf } from './errors';
import type { Services } from './services';

/** The signed-in person as the server knows them (from the session, never from the client). */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  role: UserRole;
}

/** What a procedure may do to the HTTP answer (cookies are the server's business). */
export interface ResponseControls {
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

/** What every procedure receives; built per request by the API. */
export interface Context {
  db: Db;
  services: Services;
  user: SessionUser | null;
  /** The current session (id = SHA-256 of the cookie token), when signed in. */
  session: { id: string } | null;
  response: ResponseControls;
  language: Language;
  request: { ip: string; userAgent: string | null };
  /** Injectable clock, so expiry rules are testable without sleeping. */
  now: () => Date;
}

/** Who may call a procedure; every procedure declares it (a test enumerates them). */
export type Access = 'public' | 'signed_in' | 'staff' | 'super_admin';
export interface Meta {
  access: Access;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Dates and other rich values survive the wire to the browser intact.
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const fieldErrors =
        error.cause instanceof z.ZodError ? z.flattenError(error.cause).fieldErrors : undefined;
      return {
        ...shape,
        data: {
          ...shape.data,
          // Stack traces are for logs, not for browsers.
          stack: undefined,
          appCode: appCodeOf(error),
          appParams: appParamsOf(error),
          fieldErrors,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.meta({ access: 'public' });

/** Anyone with a session, whatever their role (patrons too); 401 without one. */
export const signedInProcedure = t.procedure.meta({ access: 'signed_in' }).use(({ ctx, next }) => {
  if (!ctx.user) throw appError('UNAUTHENTICATED', 'Sign in required');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Librarians and super admins; 401 without a session, 403 for anyone else. */
export const staffProcedure = t.procedure.meta({ access: 'staff' }).use(({ ctx, next }) => {
  if (!ctx.user) throw appError('UNAUTHENTICATED', 'Sign in required');
  if (!isStaffRole(ctx.user.role)) throw appError('FORBIDDEN', 'Staff only');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Super admins only. */
export const superAdminProcedure = t.procedure
  .meta({ access: 'super_admin' })
  .use(({ ctx, next }) => {
    if (!ctx.user) throw appError('UNAUTHENTICATED', 'Sign in required');
    if (ctx.user.role !== 'super_admin') throw appError('FORBIDDEN', 'Super admins only');
    return next({ ctx: { ...ctx, user: ctx.user } });
  });
