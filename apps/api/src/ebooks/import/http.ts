import { EbookCatalogueError, type ImportSource } from '@app/api-contract';
import type { z } from 'zod';
import type { CatalogueFailure } from '../../catalogues/http';

/** How an import catalogue client is made; `fetch` is injectable, the global one otherwise. */
export interface EbookCatalogueOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_IMPORT_TIMEOUT_MS = 8000;

/** How an import search words a catalogue's failure: the port's {@link EbookCatalogueError}. */
export function importFailure(source: ImportSource) {
  return (failure: CatalogueFailure, message: string, cause: unknown) =>
    new EbookCatalogueError(source, failure, message, { cause });
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
