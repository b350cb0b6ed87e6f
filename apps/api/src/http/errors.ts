import {
  appCodeOf,
  appParamsOf,
  DATABASE_RETRY_AFTER_SECONDS,
  httpStatusOf,
  translatedFieldErrors,
  type AppErrorCode,
} from '@app/api-contract';
import { isBadValue, isDatabaseUnavailable } from '@app/db';
import { languageFromAcceptLanguage, LANGUAGES, type Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

/**
 * The one place an error body is written. Every answer that is not a success, from any plugin
 * (security, tRPC, REST, OPDS, files, static, Fastify's own), carries `{ message, appCode }`: a
 * message in the caller's language, and a code the web translates itself. Nothing internal
 * (stack, SQL, addresses) is ever part of it; those go to the log.
 */
export interface ErrorBody {
  message: string;
  appCode: AppErrorCode;
  fieldErrors?: Record<string, string[] | undefined>;
}

type Params = Record<string, string | number>;

const translators = new Map(LANGUAGES.map((lang) => [lang, createI18n(lang)]));

export function translateError(language: Language, appCode: AppErrorCode, params: Params = {}) {
  return translators.get(language)!.t(`errors:${appCode}`, params);
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** Sends `appCode` with `status`; a wait (`params.retryAfterSeconds`) becomes `Retry-After`. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  appCode: AppErrorCode,
  options: { params?: Params; fieldErrors?: ErrorBody['fieldErrors'] } = {},
): FastifyReply {
  const params = options.params ?? {};
  if (params.retryAfterSeconds) reply.header('retry-after', String(params.retryAfterSeconds));
  const body: ErrorBody = {
    message: translateError(requestLanguage(request), appCode, params),
    appCode,
  };
  if (options.fieldErrors) body.fieldErrors = options.fieldErrors;
  return reply.status(status).send(body);
}

/** 503 while the database is away: a translated sentence and when to try again, nothing more. */
export function sendDatabaseAway(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, 503, 'DATABASE_UNAVAILABLE', {
    params: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  });
}

/** Field errors of a zod failure, keyed by field, in the caller's language. */
export function fieldErrorsOf(request: FastifyRequest, error: ZodError): ErrorBody['fieldErrors'] {
  return translatedFieldErrors(error, requestLanguage(request));
}

/** Any error a procedure threw, as an HTTP status and the house body. */
export function sendProcedureError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  if (error instanceof ZodError) {
    return sendError(request, reply, 400, 'INVALID_INPUT', {
      fieldErrors: fieldErrorsOf(request, error),
    });
  }
  const trpcError =
    error instanceof TRPCError
      ? error
      : new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          cause: error instanceof Error ? error : undefined,
        });
  const status = httpStatusOf(trpcError);
  if (status === 503) request.log.warn({ err: trpcError.cause ?? trpcError }, 'database away');
  else if (status >= 500)
    request.log.error({ err: trpcError.cause ?? trpcError }, 'request failed');
  return sendError(request, reply, status, appCodeOf(trpcError), {
    params: appParamsOf(trpcError),
    fieldErrors:
      trpcError.cause instanceof ZodError ? fieldErrorsOf(request, trpcError.cause) : undefined,
  });
}

/** Fastify's own refusals (a body too large, malformed JSON…) and anything a handler threw. */
export function handleUncaught(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) {
    return sendError(request, reply, 400, 'INVALID_INPUT', {
      fieldErrors: fieldErrorsOf(request, error),
    });
  }
  if (error instanceof TRPCError) return sendProcedureError(request, reply, error);
  if (isDatabaseUnavailable(error)) return sendDatabaseAway(request, reply);
  if (isBadValue(error)) return sendError(request, reply, 400, 'INVALID_INPUT');
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'INTERNAL');
  }
  if (status === 404) return sendError(request, reply, 404, 'NOT_FOUND');
  if (status === 429) return sendError(request, reply, 429, 'RATE_LIMITED');
  if (status === 401) return sendError(request, reply, 401, 'UNAUTHENTICATED');
  if (status === 403) return sendError(request, reply, 403, 'FORBIDDEN');
  return sendError(request, reply, status, 'INVALID_INPUT');
}
