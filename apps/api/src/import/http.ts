import { EbookCatalogueError, type ImportSource } from '@app/api-contract';
import type { z } from 'zod';

/** How an import catalogue client is made; `fetch` is injectable, the global one otherwise. */
export interface EbookCatalogueOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_IMPORT_TIMEOUT_MS = 8000;
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

/**
 * GETs `url` and reads its JSON with `schema`, all within `timeoutMs` (headers and body).
 * Every failure becomes an {@link EbookCatalogueError} saying which kind it was: a timeout, a
 * 429 (with the wait it asked for), an unavailable service (5xx, other statuses, network), or
 * an answer that is not the JSON we know.
 */
export async function getCatalogueJson<T>(
  source: ImportSource,
  url: string,
  schema: z.ZodType<T>,
  timeoutMs: number,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = (cause: unknown) =>
    new EbookCatalogueError(source, { kind: 'timeout' }, `timed out after ${timeoutMs} ms`, {
      cause,
    });
  let res: Response;
  try {
    res = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw timedOut(error);
    throw new EbookCatalogueError(
      source,
      { kind: 'unavailable', status: null },
      `network error (${describe(error)})`,
      { cause: error },
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 429) {
      const wait = retryAfterSeconds(res.headers.get('retry-after'));
      throw new EbookCatalogueError(
        source,
        { kind: 'rate-limited', retryAfterSeconds: wait },
        `HTTP 429, retry after ${wait} s`,
      );
    }
    throw new EbookCatalogueError(
      source,
      { kind: 'unavailable', status: res.status },
      `HTTP ${res.status}`,
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    if (signal.aborted) throw timedOut(error);
    throw new EbookCatalogueError(
      source,
      { kind: 'unavailable', status: res.status },
      `connection lost (${describe(error)})`,
      { cause: error },
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new EbookCatalogueError(source, { kind: 'bad-answer' }, 'answer is not JSON', {
      cause: error,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new EbookCatalogueError(
      source,
      { kind: 'bad-answer' },
      `unexpected answer (${first?.path.join('.') || 'root'}: ${first?.message})`,
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

/**
 * The records of a catalogue's answer that make import candidates: each is read with `schema`
 * on its own, so one odd record is skipped rather than failing the whole search.
 */
export function candidatesFrom<R, C>(
  records: readonly unknown[],
  schema: z.ZodType<R>,
  toCandidate: (record: R) => C | null,
): C[] {
  const candidates: C[] = [];
  for (const raw of records) {
    const parsed = schema.safeParse(raw);
    const candidate = parsed.success ? toCandidate(parsed.data) : null;
    if (candidate) candidates.push(candidate);
  }
  return candidates;
}
