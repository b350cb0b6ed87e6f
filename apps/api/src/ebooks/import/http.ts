import { EbookCatalogueError, type ImportSource } from '@app/api-contract';
import type { z } from 'zod';
import { CatalogueHttpError, getCatalogueJson, type CatalogueRequest } from '../../catalogues/http';

/** How an import catalogue client is made; `fetch` is injectable, the global one otherwise. */
export interface EbookCatalogueOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_IMPORT_TIMEOUT_MS = 8000;

/**
 * The catalogue client's JSON for an import search; a failure becomes the import port's
 * {@link EbookCatalogueError}, whose kind the router turns into a translated answer.
 */
export async function getImportJson<T>(
  source: ImportSource,
  url: string,
  schema: z.ZodType<T>,
  request: CatalogueRequest,
): Promise<T> {
  try {
    return await getCatalogueJson(url, schema, request);
  } catch (error) {
    if (!(error instanceof CatalogueHttpError)) throw error;
    throw new EbookCatalogueError(source, error.failure, error.message, { cause: error.cause });
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
