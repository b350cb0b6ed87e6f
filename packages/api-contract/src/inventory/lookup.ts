import { findIsbnLookup, saveIsbnLookup, type Db, type LookupAttempt } from '@app/db';
import type { CatalogueClient, IsbnRecord } from '../services';

export type { LookupAttempt };

/** An ISBN nobody knew is asked again after a week (catalogues grow). */
const NOT_FOUND_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface LookupResult {
  record: IsbnRecord | null;
  /** True when the answer came from the database, not the network. */
  cached: boolean;
  attempts: LookupAttempt[];
  /** Why there is no record: every catalogue said unknown, or some could not be asked. */
  reason: 'not_found' | 'unreachable' | null;
}

/**
 * Looks an ISBN-13 up: the database cache first, then each catalogue in order. Answers (a
 * record, or "unknown" from every catalogue) are cached; failures are not, so the next copy
 * asks again. Never throws: a failed lookup must not lose the scan.
 */
export async function lookupIsbn(
  db: Db,
  catalogues: CatalogueClient[],
  isbn13: string,
  now: Date,
): Promise<LookupResult> {
  const cached = await findIsbnLookup(db, isbn13);
  if (cached?.found && cached.record) {
    return {
      record: cached.record,
      cached: true,
      attempts: [{ source: 'cache', outcome: 'found', ms: 0 }],
      reason: null,
    };
  }
  if (cached && !cached.found && now.getTime() - cached.fetchedAt.getTime() < NOT_FOUND_TTL_MS) {
    return {
      record: null,
      cached: true,
      attempts: [{ source: 'cache', outcome: 'not_found', ms: 0 }],
      reason: 'not_found',
    };
  }
  const attempts: LookupAttempt[] = [];
  for (const catalogue of catalogues) {
    const started = performance.now();
    try {
      const record = await catalogue.lookup(isbn13);
      const ms = Math.round(performance.now() - started);
      if (record) {
        attempts.push({ source: catalogue.name, outcome: 'found', ms });
        await saveIsbnLookup(db, {
          isbn: isbn13,
          found: true,
          source: record.source,
          record,
          now,
        });
        return { record, cached: false, attempts, reason: null };
      }
      attempts.push({ source: catalogue.name, outcome: 'not_found', ms });
    } catch (error) {
      attempts.push({
        source: catalogue.name,
        outcome: 'error',
        error: error instanceof Error ? error.message : String(error),
        ms: Math.round(performance.now() - started),
      });
    }
  }
  const allAnswered = attempts.every((a) => a.outcome === 'not_found');
  if (allAnswered && catalogues.length > 0) {
    await saveIsbnLookup(db, { isbn: isbn13, found: false, source: null, record: null, now });
  }
  return {
    record: null,
    cached: false,
    attempts,
    reason: allAnswered ? 'not_found' : 'unreachable',
  };
}
