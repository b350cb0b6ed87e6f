/**
 * A stocktake at issue 29's size (decision 0045): the branch of the circulation benchmark's
 * library (`bench/circulation/library.ts`, kept in `--data` and shared with that benchmark)
 * that holds the most copies, up to `--copies` (20,000) of its shelf copies scanned one by one
 * as the desk's phone or USB scanner sends them (in-process, the router's query), all but 5%
 * of them, with a few codes of another branch and a few no copy has; then the result computed.
 * Beside them, a reference in the same run: the same connection's `select 1`.
 *
 *   pnpm --filter @app/bench stocktake [--data /tmp/jpl-circ] [--copies 20000]
 *
 * Targets: each scan acknowledged p95 ≤ 100 ms; the result computed ≤ 2 s.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { recordStocktakeScan, startStocktake, stocktakeResult } from '@app/db';
import { CIRCULATION_SIZE } from '@app/db/generate-circulation';
import { prepareLibrary } from '../circulation/library';

const { values } = parseArgs({
  options: { data: { type: 'string' }, copies: { type: 'string', default: '20000' } },
});
const COPIES = Number(values.copies);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const time = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

const library = await prepareLibrary({ ...CIRCULATION_SIZE }, { dir: values.data });
const { db } = library;
let stocktakeId: number | undefined;
try {
  const { branchId } = await db
    .selectFrom('bookInventory')
    .select(['branchId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'VERIFIED')
    .groupBy('branchId')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const shelf = await db
    .selectFrom('bookInventory')
    .select('sku')
    .where('branchId', '=', branchId)
    .where('status', '=', 'VERIFIED')
    .orderBy('id')
    .limit(COPIES)
    .execute();
  const elsewhere = await db
    .selectFrom('bookInventory')
    .select('sku')
    .where('branchId', '!=', branchId)
    .limit(20)
    .execute();
  const started = await startStocktake(db, {
    branchId,
    callNumberFrom: null,
    callNumberTo: null,
    startedBy: null,
    now: new Date(),
  });
  if (started.outcome !== 'started') throw new Error(`could not start: ${started.reason}`);
  stocktakeId = started.stocktake.id;
  const codes = [
    ...shelf.slice(0, Math.round(shelf.length * 0.95)).map((copy) => copy.sku),
    ...elsewhere.map((copy) => copy.sku),
    ...Array.from({ length: 20 }, (_, i) => `NO-SUCH-COPY-${i}`),
  ];
  const scans: number[] = [];
  const reference: number[] = [];
  for (const [i, code] of codes.entries()) {
    const { ms } = await time(() =>
      recordStocktakeScan(db, {
        stocktakeId: stocktakeId!,
        code,
        sku: code,
        clientScanId: randomUUID(),
        scannedBy: null,
        now: new Date(),
      }),
    );
    scans.push(ms);
    if (i % 10 === 0) {
      reference.push((await time(() => db.selectNoFrom((eb) => eb.lit(1).as('one')).execute())).ms);
    }
  }
  const results: number[] = [];
  let found = '';
  for (let round = 0; round < 5; round++) {
    const { result, ms } = await time(() => stocktakeResult(db, stocktakeId!));
    results.push(ms);
    found = result
      ? `expected ${result.expected}, seen ${result.seen.count}, missing ${result.missing.count}, ` +
        `other branch ${result.wrongBranch.count}, on loan ${result.onLoan.count}, ` +
        `unknown ${result.unknown.count}`
      : 'none';
  }
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  const scanP95 = percentile(scans, 95);
  const resultMedian = percentile(results, 50);
  console.log(
    `${library.origin}; branch ${branchId}: ${shelf.length} shelf copies, ${codes.length} scans; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `reference (select 1): p50 ${f(percentile(reference, 50))}, p95 ${f(percentile(reference, 95))}`,
  );
  console.log(
    `each scan: p50 ${f(percentile(scans, 50))}, p95 ${f(scanP95)} — ${scanP95 <= 100 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `the result: median of 5 ${f(resultMedian)}, max ${f(Math.max(...results))} — ${resultMedian <= 2000 ? 'met' : 'MISSED'} (${found})`,
  );
} finally {
  // The library is shared with the circulation benchmark: it keeps no stocktake of this run.
  if (stocktakeId !== undefined) {
    await db.deleteFrom('stocktakeScans').where('stocktakeId', '=', stocktakeId).execute();
    await db.deleteFrom('stocktakes').where('id', '=', stocktakeId).execute();
  }
  await library.stop();
}
