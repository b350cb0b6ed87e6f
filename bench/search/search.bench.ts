/**
 * Latency of `GET /api/ebooks/search` at size (issues 5 and 14): the library's seed plus
 * 100,000 generated e-books in English, Tamil and Sinhala (bench/data/collection.ts: titles,
 * authors, descriptions and tags from word lists in each script, romanised by the app as the
 * site does), with 15,000 books, 100,000 copies and 200,000 downloads beside them. A fixed mix
 * of queries (English, native Tamil and Sinhala, romanised, misspelt) is sent to the real app
 * listening on a local port, one request at a time, timed by the client; the app's kept
 * answers are off, so every request runs the search (and its true total).
 *
 * Target: p95 ≤ 15 ms. calibre-server, which librarians would otherwise run, answered the same
 * collection's searches in a median of about 125 ms when the issue was filed; it cannot be run
 * here (no network to install it), so the target is stated as ≥ 8× faster than that median.
 *
 *   pnpm --filter @app/bench run search [--rounds 30] [--ebooks 100000] [--data /tmp/jpl-bench]
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '@app/api/app';
import { loadConfig } from '@app/api/env';
import { COLLECTION_OPTIONS, prepareCollection, sizeFor } from '../data/collection';

const { values } = parseArgs({
  options: { ...COLLECTION_OPTIONS, rounds: { type: 'string', default: '30' } },
});
const ROUNDS = Number(values.rounds);
const TARGET_P95_MS = 15;
const CALIBRE_MEDIAN_MS = 125;

/** The fixed mix: what readers type, in every script, with and without mistakes. */
const QUERIES: { kind: string; q: string }[] = [
  { kind: 'native Tamil', q: 'திருக்குறள்' },
  { kind: 'native Tamil', q: 'கடல் கனவு' },
  { kind: 'native Tamil', q: 'குயில்' },
  { kind: 'native Sinhala', q: 'යාපනය' },
  { kind: 'native Sinhala', q: 'මිත්‍රත්වය' },
  { kind: 'native Sinhala', q: 'මිත්රත්වය ගමන' },
  { kind: 'romanised', q: 'thirukkural' },
  { kind: 'romanised', q: 'bharathiyar' },
  { kind: 'romanised', q: 'yapanaya' },
  { kind: 'romanised', q: 'kadal kanavu' },
  { kind: 'romanised', q: 'kurulla' },
  { kind: 'typo', q: 'Frankenstien' },
  { kind: 'typo', q: 'elefant' },
  { kind: 'typo', q: 'pride prejudise' },
  { kind: 'typo', q: 'libary' },
  { kind: 'English', q: 'elephant' },
  { kind: 'English', q: 'river journey' },
  { kind: 'English', q: 'river' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(16)} n=${String(samples.length).padEnd(4)} p50=${f(percentile(sorted, 50))} p95=${f(percentile(sorted, 95))} max=${f(sorted.at(-1)!)}`,
  );
  return percentile(sorted, 95);
}

const collection = await prepareCollection(sizeFor(Number(values.ebooks)), { dir: values.data });
const uploads = await mkdtemp(path.join(os.tmpdir(), 'bench-search-uploads-'));
try {
  console.log(`collection: ${collection.origin}`);
  // Readers arrive through "a proxy" on loopback, each search from an address of its own: one
  // address alone is held to 60 searches a minute (decision 0019), which is not what is timed.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: uploads,
    TRUST_PROXY: 'loopback',
  });
  // Kept answers off: a repeated query would otherwise be answered from memory.
  const app = await buildApp({ config, db: collection.db, keepAnswers: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let reader = 0;
  const search = async (q: string) => {
    reader = (reader + 1) % 65_536;
    const begun = performance.now();
    const res = await fetch(`${base}/api/ebooks/search?q=${encodeURIComponent(q)}`, {
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${100 + (reader >> 14)}.${(reader >> 8) & 63}.${reader & 255}`,
      },
    });
    await res.arrayBuffer();
    const ms = performance.now() - begun;
    if (res.status !== 200) throw new Error(`search ${q} failed: ${res.status}`);
    return { ms, found: Number(res.headers.get('x-total-count')) };
  };

  // Latency on a shared machine says as much about the neighbours as about the search.
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`machine: ${os.cpus().length} cores, load average ${load()} before timing`);
  // Two warm-up rounds settle the JIT, the pool and PostgreSQL's caches.
  for (let round = 0; round < 2; round++) for (const { q } of QUERIES) await search(q);
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const hits = new Map<string, number>();

  for (let round = 0; round < ROUNDS; round++) {
    for (const { kind, q } of QUERIES) {
      const { ms, found } = await search(q);
      all.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
      hits.set(q, found);
    }
  }
  console.log(`load average ${load()} after timing`);
  console.log(`matches per query: ${QUERIES.map(({ q }) => `${q}=${hits.get(q)}`).join(', ')}`);
  for (const [kind, samples] of byKind) summary(kind, samples);
  const p95 = summary('all queries', all);
  const median = [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  console.log(
    `target: p95 ≤ ${TARGET_P95_MS} ms → ${p95 <= TARGET_P95_MS ? 'MET' : 'MISSED'}; median ${median.toFixed(1)} ms is ${(CALIBRE_MEDIAN_MS / median).toFixed(1)}× faster than calibre-server's ${CALIBRE_MEDIAN_MS} ms median (as reported, not measured here)`,
  );
  await app.close();
} finally {
  await collection.stop();
  await rm(uploads, { recursive: true, force: true });
}
