import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';

/**
 * A request the site refuses before any procedure runs (a token that is not valid, the
 * token's rate limit, the database away) is answered with the site's plain error body,
 * `{ message, appCode }`, on every path, `/trpc` too. tRPC's client cannot read that body
 * ("Unable to transform response"), so the tRPC link's fetch turns it into the error
 * envelope a procedure's refusal has: callers then get one `TRPCClientError` whatever refused,
 * with `message` in their language and `data.appCode`, `data.httpStatus` set.
 */

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  499: 'CLIENT_CLOSED_REQUEST',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

interface PlainError {
  message: string;
  appCode: string;
  fieldErrors?: Record<string, string[] | undefined>;
}

function isPlainError(body: unknown): body is PlainError {
  if (typeof body !== 'object' || body === null || 'error' in body) return false;
  const { message, appCode } = body as Record<string, unknown>;
  return typeof message === 'string' && typeof appCode === 'string';
}

/** The tRPC answer a plain refusal stands for (one error per call of a batch), or the answer. */
export async function asTrpcAnswer(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (!isPlainError(body)) return response;
  const url = new URL(response.url || 'http://unknown/trpc/');
  const paths = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
  const code = CODE_BY_STATUS[response.status] ?? 'INTERNAL_SERVER_ERROR';
  const envelope = (path: string) => ({
    error: superjson.serialize({
      message: body.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: {
        code,
        httpStatus: response.status,
        path,
        appCode: body.appCode,
        appParams: {},
        fieldErrors: body.fieldErrors,
      },
    }),
  });
  const answer = url.searchParams.get('batch') === '1' ? paths.map(envelope) : envelope(paths[0]!);
  const translated = new Response(JSON.stringify(answer), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // The original's address, so the caller (and the deprecation notice) see where it went.
  Object.defineProperty(translated, 'url', { value: response.url });
  return translated;
}
