/** Books sent per `importBulk` call, so progress can be shown between calls. */
export const BULK_IMPORT_CHUNK = 10;

/** Splits a list into consecutive runs of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}

/** Running totals of a bulk import. */
export interface BulkTally {
  imported: number;
  skipped: number;
  failed: number;
}

export const emptyTally = (): BulkTally => ({ imported: 0, skipped: 0, failed: 0 });

export function addTally(a: BulkTally, b: BulkTally): BulkTally {
  return {
    imported: a.imported + b.imported,
    skipped: a.skipped + b.skipped,
    failed: a.failed + b.failed,
  };
}
