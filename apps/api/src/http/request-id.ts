import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy may hand on: letters, digits and a few separators, up to 100 characters. */
const SANE_ID = /^[\w.:@/+=-]{8,100}$/;

/**
 * The id a request is logged under: the X-Request-Id a proxy in front gave it (Caddy's
 * `{http.request.uuid}`), so one request is followed from the proxy's log into this one, or a
 * fresh UUID when there is none or it is not a plain token (a log line is not the client's to
 * write).
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}
