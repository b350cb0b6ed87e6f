/**
 * The staff charts' series at issue 29's size (decision 0046): every metric for a year by the
 * day, over the circulation benchmark's library (`bench/circulation/library.ts`: 50,000
 * members, 150,000 copies, 1,000,000 past loans and the holds of a library in circulation,
 * kept in `--data` and shared with that benchmark), called in-process the way the router calls
 * it. Beside each, a reference in the same run: the same connection's `select 1`, so the
 * figure's own cost shows apart from the machine's.
 *
 *   pnpm --filter @app/bench series [--data /tmp/jpl-circ] [--rounds 15]
 *
 * Target: a year's series p95 ≤ 50 ms.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { SERIES_METRICS } from '@app/api-contract/schemas/reports';
import { reportSeries, type SeriesMetric } from '@app/db';
import { CIRCULATION_SIZE } from '@app/db/generate-circulation';
import { prepareLibrary } from '../circulation/library';

const { values } = parseArgs({
  options: { data: { type: 'string' }, rounds: { type: 'string', default: '15' } },
});
const ROUNDS = Number(values.rounds);
const METRICS: readonly SeriesMetric[] = SERIES_METRICS;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const library = await prepareLibrary({ ...CIRCULATION_SIZE }, { dir: values.data });
try {
  const now = new Date();
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
  const year = (metric: SeriesMetric) =>
    reportSeries(library.db, { metric, from, to, interval: 'day', now });
  // Warm-up: the plans, the caches of the pages a year reads.
  for (const metric of METRICS) await year(metric);
  const times = new Map(METRICS.map((metric) => [metric, [] as number[]]));
  const reference: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved, so that a busy moment of the machine falls on every metric alike.
    for (const metric of METRICS) {
      times.get(metric)!.push(await time(() => year(metric)));
      reference.push(
        await time(() => library.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute()),
      );
    }
  }
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${library.origin}; a year by day (${from} to ${to}); ${ROUNDS} rounds; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `reference (select 1): p50 ${f(percentile(reference, 50))}, p95 ${f(percentile(reference, 95))}`,
  );
  for (const metric of METRICS) {
    const samples = times.get(metric)!;
    const p95 = percentile(samples, 95);
    console.log(
      `${metric}: p50 ${f(percentile(samples, 50))}, p95 ${f(p95)} (×${(p95 / percentile(reference, 95)).toFixed(0)} the reference) — ${p95 <= 50 ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  await library.stop();
}
