import { initTRPC } from '@trpc/server';
import type { Db, UserRole } from '@app/db';
import { DEFAULT_LANGUAGE, type Language } from '@app/i18n';
import superjson from 'superjson';
import { z } from 'zod';
import {
  appCodeOf,
  appError,
  appParamsOf,
  fieldError,
  httpStatusOf,
  type AppErrorCode,
} from './errors';
import { translatedFieldErrors } from './field-errors';
import { forbiddenCharacterPath } from './schemas/text';
import { accessRefusal, type Access } from './access';
import { enforceRateLimit, type LimitedAction } from './limits';
import { refuseBeyondToken, type TokenUse } from './tokens/scopes';
import type { Services } from './services';
import type { Deprecation } from './deprecation';

/** The signed-in person as the server knows them (from the session, never from the client). */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  role: UserRole;
  /**
   * The API token the request was made with (`Authorization: Bearer`), acting as this person
   * within its scopes (decision 0047); absent for a browser's session.
   */
  token?: TokenUse;
}

/** What a procedure may do to the HTTP answer (cookies are the server's business). */
export interface ResponseControls {
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** Keeps the browser's device cookie (sign-in limits: decision 0018); absent outside HTTP. */
  setDeviceCookie?(token: string): void;
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
  /** The client's address (from configured proxies only), User-Agent and device cookie. */
  request: { ip: string; userAgent: string | null; deviceToken?: string | null };
  /** Injectable clock, so expiry rules are testable without sleeping. */
  now: () => Date;
  /** An app error's message in the caller's language (the API's one error module writes it). */
  translateError: (appCode: AppErrorCode, params: Record<string, string | number>) => string;
}

export interface Meta {
  access: Access;
  /** Announced to go (decision 0050): its answers say so in `Deprecation` and `Sunset`. */
  deprecated?: Deprecation;
  /**
   * The answer is the same for every anonymous caller and changes only with the collection:
   * the API may keep it in memory until a collection change, and browsers and proxies briefly.
   */
  cacheable?: boolean;
  /**
   * A mutation that never changes what collection reads answer (a download, reading
   * progress, a sign-in): kept answers survive it. Every other mutation drops them.
   */
  leavesCollection?: boolean;
  /**
   * The collection tables (SQL names) a cacheable answer is made from: a kept answer survives
   * changes to the others (a copy scanned leaves the e-book lists kept). Unnamed: every table.
   */
  reads?: readonly string[];
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Dates and other rich values survive the wire to the browser intact.
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const fieldErrors =
        error.cause instanceof z.ZodError
          ? translatedFieldErrors(error.cause, ctx?.language ?? DEFAULT_LANGUAGE)
          : undefined;
      const appCode = appCodeOf(error);
      const appParams = appParamsOf(error);
      return {
        ...shape,
        // Never the thrown error's own text: it may name a host, a port or a query.
        message: ctx ? ctx.translateError(appCode, appParams) : appCode,
        data: {
          ...shape.data,
          // The database being away is 503 (tRPC alone would say 500), whatever threw it.
          httpStatus: httpStatusOf(error),
          // Stack traces are for logs, not for browsers.
          stack: undefined,
          appCode,
          appParams,
          fieldErrors,
        },
      };
    },
  });

export const router = t.router;
/** One router's procedures with another's, under the same key (`ebooks` and its import). */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure refuses, before anything reads its input, a string (or key) anywhere in it
 * that holds a character no text may hold (NUL and other controls, half a surrogate pair):
 * 400 with the field named, never a 500 from the database (decision 0021).
 */
const procedure = t.procedure
  .use(async ({ getRawInput, next }) => {
    const path = forbiddenCharacterPath(await getRawInput());
    if (path) {
      // A key such as `constructor` names no field (and would trip field-error objects).
      const named = typeof path[0] === 'string' && !(path[0] in Object.prototype);
      throw fieldError(
        named ? path : ['input'],
        'Contains a control character or broken text',
        'text',
      );
    }
    return next();
  })
  .use(({ ctx, meta, path, type, next }) => {
    // Every procedure, whatever its builder: a token gets no further than its scopes (and none
    // into sign-in or accounts) before its role guard or its input is looked at.
    refuseBeyondToken(ctx.user?.token, path, type, meta?.access);
    return next();
  });

/** Anyone, signed in or not. */
export const publicProcedure = procedure.meta({ access: 'public' });

/** A public read of the collection whose answer may be kept (see `Meta.cacheable`). */
export const collectionProcedure = procedure.meta({ access: 'public', cacheable: true });

/**
 * A public read of the e-books alone (their search words are kept by the same table's
 * triggers): kept until an e-book changes, whatever else does.
 */
export const ebookCollectionProcedure = procedure.meta({
  access: 'public',
  cacheable: true,
  reads: ['ebooks'],
});

/** A procedure that only `access` may call; the rule itself is `accessRefusal`'s. */
function guarded(access: Exclude<Access, 'public'>) {
  return procedure.meta({ access }).use(({ ctx, next }) => {
    const refusal = accessRefusal(access, ctx.user?.role ?? null);
    if (refusal || !ctx.user) throw appError(refusal ?? 'UNAUTHENTICATED', `Refused: ${access}`);
    return next({ ctx: { ...ctx, user: ctx.user } });
  });
}

/**
 * Counts the call against `action`'s rate limit (see limits.ts) and refuses it with 429 when
 * the client has had its share; `itemOf` names what is counted per item (an e-book's id). Use
 * it after `.input()`, so a refused input costs nothing.
 */
export function limited<I>(action: LimitedAction, itemOf?: (input: I) => string | number) {
  return t.middleware(async ({ ctx, input, next }) => {
    const client = { ip: ctx.request.ip, role: ctx.user?.role ?? null };
    await enforceRateLimit(ctx.db, action, client, ctx.now(), itemOf?.(input as I));
    return next();
  });
}

/** Anyone with a session, whatever their role (patrons too); 401 without one. */
export const signedInProcedure = guarded('signed_in');

/** Librarians and super admins; 401 without a session, 403 for anyone else. */
export const staffProcedure = guarded('staff');

/** Super admins only. */
export const superAdminProcedure = guarded('super_admin');
