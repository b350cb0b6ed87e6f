import type { EbookCatalogueFailure } from '@app/api-contract';
import type { z } from 'zod';

/**
 * The one HTTP client of the outside catalogues (Open Library, Google Books, Gutendex): the
 * ISBN look-ups of the scanner and the e-book import searches both read JSON through it.
 */

/** What went wrong with a catalogue, in the words callers act on (the import port's kinds). */
export type CatalogueFailure = EbookCatalogueFailure;

/** A failed catalogue request; the message says what happened, for logs and scan history. */
export class CatalogueHttpError extends Error {
  constructor(
    readonly failure: CatalogueFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CatalogueHttpError';
  }
}

/** Redirects followed within a catalogue's own origin (Open Library sends /isbn/ on to /books/). */
const MAX_REDIRECTS = 3;

/** When a 429 names no wait, or an absurd one, this many seconds are suggested. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const MAX_RETRY_AFTER_SECONDS = 3600;

/** Seconds to wait from a Retry-After header (delta-seconds or an HTTP date), bounded. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim();
  let seconds = Number.NaN;
  if (value && /^\d+$/.test(value)) seconds = Number(value);
  else if (value) seconds = Math.ceil((Date.parse(value) - now) / 1000);
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the useful part (ECONNREFUSED, ENOTFOUND…) in `cause`.
  const cause = error.cause;
  if (cause instanceof Error) return (cause as NodeJS.ErrnoException).code ?? cause.message;
  return error.message;
}

export interface CatalogueRequest {
  timeoutMs: number;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The error a failure becomes, in the caller's own terms (a CatalogueHttpError otherwise). */
  failWith?: (failure: CatalogueFailure, message: string, cause: unknown) => Error;
}

/**
 * GETs `url` and reads its JSON with `schema`, all within `timeoutMs` (headers and body).
 * Every failure is a {@link CatalogueHttpError} saying which kind it was: a timeout, a 429
 * (with the wait it asked for), an unavailable service (an HTTP error or the network), or an
 * answer that is not the JSON we know.
 */
export async function getCatalogueJson<T>(
  url: string,
  schema: z.ZodType<T>,
  {
    timeoutMs,
    fetch: fetchImpl = (...args) => globalThis.fetch(...args),
    failWith = (failure, message, cause) => new CatalogueHttpError(failure, message, { cause }),
  }: CatalogueRequest,
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  const fail = (failure: CatalogueFailure, message: string, cause?: unknown): never => {
    // A timeout can surface as an AbortError, a TimeoutError or a generic network error.
    if (signal.aborted)
      throw failWith({ kind: 'timeout' }, `timed out after ${timeoutMs} ms`, cause);
    throw failWith(failure, message, cause);
  };
  // Redirects are followed by hand, and only within the catalogue's own origin: the operator
  // chose that server; an answer must not send the site on to another (an internal address).
  let res: Response | undefined;
  let at = url;
  for (let hop = 0; ; hop++) {
    try {
      res = await fetchImpl(at, {
        signal,
        redirect: 'manual',
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      return fail(
        { kind: 'unavailable', status: null },
        `network error (${describe(error)})`,
        error,
      );
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || !location) break;
    await res.body?.cancel().catch(() => undefined);
    let next: URL;
    try {
      next = new URL(location, at);
    } catch (error) {
      return fail({ kind: 'bad-answer' }, 'unreadable redirect', error);
    }
    if (next.origin !== new URL(url).origin || hop >= MAX_REDIRECTS) {
      return fail(
        { kind: 'unavailable', status: res.status },
        `refused redirect to ${next.origin}`,
      );
    }
    at = next.href;
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 429) {
      const wait = retryAfterSeconds(res.headers.get('retry-after'));
      return fail(
        { kind: 'rate-limited', retryAfterSeconds: wait },
        `HTTP 429, retry after ${wait} s`,
      );
    }
    return fail({ kind: 'unavailable', status: res.status }, `HTTP ${res.status}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    return fail(
      { kind: 'unavailable', status: res.status },
      `connection lost (${describe(error)})`,
      error,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return fail({ kind: 'bad-answer' }, 'unreadable answer (not JSON)', error);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return fail(
      { kind: 'bad-answer' },
      `unreadable answer (${first?.path.join('.') || 'root'}: ${first?.message})`,
    );
  }
  return parsed.data;
}

/** Trimmed text with inner runs of whitespace collapsed; null when nothing is left. */
export function cleanText(text: string | null | undefined): string | null {
  const cleaned = text?.replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned : null;
}

/** The URL with an https scheme (catalogues still hand out some http links), or null. */
export function toHttps(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:') parsed.protocol = 'https:';
    return parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
