import { MAX_BULK_IMPORT } from '@app/api-contract/schemas/ebooks-import';
import type { JobView } from '../../../lib/jobs';

export { MAX_BULK_IMPORT };

export type CandidateStatus = 'imported' | 'already' | 'failed';

/** What a bulk import job has done so far, or did: `ebooks.importBulk`'s answer. */
export interface ImportSummary {
  imported: number;
  skipped: number;
  failed: number;
  /** Each book by its id at the catalogue, in the order sent. */
  results: { id: string; status: CandidateStatus }[];
}

const STATUSES: readonly string[] = ['imported', 'already', 'failed'];
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/**
 * A bulk import job's result (a JSON column, typed loosely on the wire) as a summary; null
 * before the job has finished its first book. Entries it cannot read are left out.
 */
export function importSummary(result: JobView['result']): ImportSummary | null {
  if (!result) return null;
  const entries = Array.isArray(result.results) ? (result.results as unknown[]) : [];
  return {
    imported: count(result.imported),
    skipped: count(result.skipped),
    failed: count(result.failed),
    results: entries.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, status } = entry as { id?: unknown; status?: unknown };
      return (typeof id === 'string' || typeof id === 'number') &&
        typeof status === 'string' &&
        STATUSES.includes(status)
        ? [{ id: String(id), status: status as CandidateStatus }]
        : [];
    }),
  };
}

/**
 * The candidates' statuses a job's results give, through the books it was sent with (their id
 * at the catalogue to the panel's key). Books this page did not send are left out.
 */
export function statusesOf(
  summary: ImportSummary | null,
  sent: ReadonlyMap<string, string> | undefined,
): [string, CandidateStatus][] {
  if (!summary || !sent) return [];
  return summary.results.flatMap(({ id, status }): [string, CandidateStatus][] => {
    const key = sent.get(id);
    return key ? [[key, status]] : [];
  });
}

/**
 * One job carries at most MAX_BULK_IMPORT books (the server refuses more). A search shows at
 * most 40, so a selection never comes near; a larger one is refused in words rather than split
 * over several jobs that the address and the outcome would then have to follow together.
 */
export const fitsOneJob = (selected: number) => selected > 0 && selected <= MAX_BULK_IMPORT;
