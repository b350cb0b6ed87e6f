/**
 * Whether a failure means "the database is not there right now" (stopped, restarting, out of
 * reach, refusing connections) rather than "this query is wrong". The first is answered with
 * 503 and a Retry-After; the second stays a bug (500) or a refusal. Looks through `cause`
 * chains and AggregateErrors (a refused connection to `localhost` fails for ::1 and 127.0.0.1
 * together).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value)) return false;
    seen.add(value);
    if (unavailableByItself(value)) return true;
    if (value instanceof AggregateError && value.errors.some(visit)) return true;
    return visit((value as { cause?: unknown }).cause);
  };
  return visit(error);
}

/** Node's socket failures: nobody listens, the line dropped, the host is out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going or not yet there: class 08 (connection
 * exception), admin and crash shutdown, "starting up / shutting down", too many connections,
 * and a database that is not (or no longer) there or refuses the credentials (class 28).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);

/** pg's own words when the connection itself is gone or never came. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
  'terminating connection',
  // A statement the server left unanswered past its timeout (client.ts drops the connection).
  'Query read timeout',
];

function unavailableByItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (code.startsWith('08') || code.startsWith('28')) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/**
 * Whether PostgreSQL refused a value as such (SQLSTATE class 22, data exception: a number out
 * of range, text it cannot store, a malformed date): the caller's input was wrong, which the
 * schemas should have said first; answered 400, never 500.
 */
export function isBadValue(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value)) return false;
    seen.add(value);
    const code = (value as { code?: unknown }).code;
    const severity = (value as { severity?: unknown }).severity;
    if (typeof code === 'string' && typeof severity === 'string' && code.startsWith('22')) {
      return true;
    }
    return visit((value as { cause?: unknown }).cause);
  };
  return visit(error);
}
