import {
  appCodeOf,
  appParamsOf,
  createCaller,
  type Access,
  type AppErrorCode,
} from '@app/api-contract';
import { LANGUAGES, type Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ZodError, z } from 'zod';
import { refuseUnlessStaff, SCAN_BODY_LIMIT } from '../auth/early';
import { createContext, type ContextDeps } from '../context';

type Caller = ReturnType<typeof createCaller>;
type Handler = (caller: Caller, request: FastifyRequest) => Promise<unknown>;

const translators = new Map(LANGUAGES.map((lang) => [lang, createI18n(lang)]));

/** The body of every REST error: a translated message the spec's client shows after the status. */
export interface RestErrorBody {
  message: string;
  appCode: AppErrorCode;
  fieldErrors?: Record<string, string[] | undefined>;
}

export function translateError(
  language: Language,
  appCode: AppErrorCode,
  params: Record<string, string | number> = {},
): string {
  return translators.get(language)!.t(`errors:${appCode}`, params);
}

function errorReply(reply: FastifyReply, language: Language, error: unknown) {
  const trpcError =
    error instanceof TRPCError
      ? error
      : new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          cause: error instanceof Error ? error : undefined,
        });
  const status = getHTTPStatusCodeFromError(trpcError);
  const appCode = appCodeOf(trpcError);
  if (status >= 500) reply.log.error({ err: trpcError.cause ?? trpcError }, 'REST handler failed');
  const params = appParamsOf(trpcError);
  if (params.retryAfterSeconds) reply.header('retry-after', String(params.retryAfterSeconds));
  const body: RestErrorBody = { message: translateError(language, appCode, params), appCode };
  if (trpcError.cause instanceof ZodError)
    body.fieldErrors = z.flattenError(trpcError.cause).fieldErrors;
  return reply.status(status).send(body);
}

/**
 * A thin REST skin over the tRPC routers: each documented /api path calls the same procedure
 * through a server-side caller, so behaviour and authorisation are written once.
 */
export function restRoute(
  app: FastifyInstance,
  deps: ContextDeps,
  method: HTTPMethods,
  url: string,
  handler: Handler,
  options: {
    access: Access;
    status?: number;
    /** Routes taking photo uploads: a larger limit, and a staff check before the body is read. */
    uploads?: boolean;
    /** Answers something other than JSON (a file download). */
    send?: (reply: FastifyReply, result: unknown) => FastifyReply;
  },
): void {
  app.route({
    method,
    url,
    ...(options.uploads
      ? {
          bodyLimit: SCAN_BODY_LIMIT,
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            await refuseUnlessStaff(deps, request, reply);
          },
        }
      : {}),
    // Declared so the role-matrix test knows what to expect; the procedure enforces it.
    config: { access: options.access },
    handler: async (request, reply) => {
      const ctx = await createContext(deps, request, reply);
      try {
        const result = await handler(createCaller(ctx), request);
        if (options.send) return options.send(reply.status(options.status ?? 200), result);
        return reply.status(options.status ?? 200).send(result ?? {});
      } catch (error) {
        return errorReply(reply, ctx.language, error);
      }
    },
  });
}
