/**
 * Lighthouse on a page of the site (issues 4 and 14): the mobile performance score and the
 * Largest Contentful Paint, with Lighthouse's default mobile emulation and simulated
 * throttling (slow 4G, 4× CPU slowdown), against the production build served by the real
 * server, over the seed alone or (`--ebooks N`) over a generated collection at size
 * (bench/data/collection.ts; `--data` keeps it for the next run).
 * Targets: score ≥ 95 and LCP ≤ 1.8 s.
 *
 *   pnpm --filter @app/bench lighthouse [--runs 3] [--path /]
 *   pnpm --filter @app/bench lighthouse --path /ebooks --ebooks 100000 [--data /tmp/jpl-bench]
 *   WEB_DIST_DIR=/tmp/web-dist pnpm --filter @app/bench lighthouse   # measure an existing build
 */
import { parseArgs } from 'node:util';
import { prepareCollection, sizeFor, type Collection } from '../data/collection';
import { builtSite, lighthouse, startSite } from './site';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    ebooks: { type: 'string' },
    data: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const TARGET_SCORE = 95;
const TARGET_LCP_MS = 1800;

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

let collection: Collection | undefined;
if (values.ebooks || values.data) {
  collection = await prepareCollection(sizeFor(Number(values.ebooks ?? 100_000)), {
    dir: values.data,
  });
  console.log(`collection: ${collection.origin}`);
}
const site = await builtSite();
const server = await startSite(site.dir, { databaseUrl: collection?.url });
try {
  const url = new URL(values.path, server.url).href;
  // One unmeasured load warms the server (first queries, file cache), as a visitor never
  // meets a server that just started.
  await fetch(url);
  await fetch(new URL('/trpc/books.list', server.url));
  const rows: { score: number; lcp: number; fcp: number; tbt: number; cls: number; si: number }[] =
    [];
  for (let i = 1; i <= RUNS; i++) {
    const report = await lighthouse(url);
    const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const row = {
      score: Math.round((report.categories.performance?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    };
    rows.push(row);
    console.log(
      `run ${i}/${RUNS}: performance ${row.score}, LCP ${(row.lcp / 1000).toFixed(2)} s, FCP ${(row.fcp / 1000).toFixed(2)} s, TBT ${row.tbt.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, Speed Index ${(row.si / 1000).toFixed(2)} s`,
    );
  }
  const score = median(rows.map((r) => r.score));
  const lcp = median(rows.map((r) => r.lcp));
  console.log(
    `\nLighthouse ${url} (mobile, simulated throttling), median of ${RUNS}: ` +
      `performance ${score} (target ≥ ${TARGET_SCORE}), LCP ${(lcp / 1000).toFixed(2)} s (target ≤ ${TARGET_LCP_MS / 1000} s)`,
  );
  console.log(score >= TARGET_SCORE && lcp <= TARGET_LCP_MS ? 'Targets met.' : 'Targets NOT met.');
  if (score < TARGET_SCORE || lcp > TARGET_LCP_MS) process.exitCode = 1;
} finally {
  await server.stop();
  await site.cleanup();
  await collection?.stop();
}
