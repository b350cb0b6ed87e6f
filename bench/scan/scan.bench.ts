/**
 * Server time of the scanner's two paths (issue 7):
 *   - a manual-ISBN scan whose lookup is cached in PostgreSQL (target: p95 ≤ 50 ms);
 *   - a 5-photo image scan read by offline OCR (no AI key; reported, no target).
 * The server is the real app over an embedded PostgreSQL, called in-process with
 * `app.inject`, so the figures are the server's own work without network time.
 *
 *   pnpm --filter @app/bench scan [--runs 200]
 */
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@app/api/app';
import { loadConfig } from '@app/api/env';
import { createTestUser, signIn } from '@app/api/testing';
import { toDataUrl } from '@app/testing/barcode-images';
import { renderCoverText } from '@app/testing/cover-text-images';
import { startFakeCatalogues } from '@app/testing/fake-catalogues';
import { createDb, ensureDatabase, migrateToLatest, seed, startEmbeddedPostgres } from '@app/db';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'ocr-runs': { type: 'string', default: '3' },
  },
});
const RUNS = Number(values.runs);
const OCR_RUNS = Number(values['ocr-runs']);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label}: n=${samples.length} p50=${f(percentile(sorted, 50))} p95=${f(percentile(sorted, 95))} max=${f(sorted.at(-1)!)}`,
  );
  return percentile(sorted, 95);
}

const parent = await mkdtemp(path.join(os.tmpdir(), 'bench-scan-'));
await chmod(parent, 0o777);
const pg = await startEmbeddedPostgres({ dataDir: path.join(parent, 'pg') });
const fake = await startFakeCatalogues();
const db = createDb(await ensureDatabase(pg.url, 'bench'), { max: 10 });
try {
  await migrateToLatest(db);
  await seed(db, { now: new Date() });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    OPENLIBRARY_BASE_URL: fake.url,
    GOOGLE_BOOKS_BASE_URL: fake.url,
    UPLOAD_DIR: path.join(parent, 'uploads'),
    OPENAI_API_KEY: '',
  });
  const app = await buildApp({ config, db });
  const librarian = await createTestUser(db, 'librarian');
  const cookie = await signIn(app, librarian.email, librarian.password);
  const scan = async (payload: object) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/inventory/process-scan',
      headers: { cookie },
      payload,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`scan failed: ${res.statusCode} ${res.body}`);
    return ms;
  };

  // The first scan fills the lookup cache; warm-up runs settle the JIT and the pool.
  await scan({ isbn: '9780316015844', scanType: 'manual' });
  for (let i = 0; i < 20; i++) await scan({ isbn: '978-0-316-01584-4', scanType: 'manual' });
  const isbnTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    isbnTimes.push(await scan({ isbn: '978-0-316-01584-4', scanType: 'manual' }));
  }
  const p95 = summary('manual ISBN scan, cached lookup', isbnTimes);

  const covers = await Promise.all(
    ['திருக்குறள்', 'මඩොල් දූව', 'The Wind in the Willows', 'பொன்னியின் செல்வன்', 'Jaffna'].map(
      async (title, i) =>
        toDataUrl(
          await renderCoverText({
            script: i === 1 ? 'sinhala' : i === 2 || i === 4 ? 'latin' : 'tamil',
            lines: [{ text: title, size: 96 }],
            format: 'jpeg',
          }),
          'image/jpeg',
        ),
    ),
  );
  const ocrTimes: number[] = [];
  for (let i = 0; i < OCR_RUNS; i++) {
    ocrTimes.push(await scan({ images: covers, scanType: 'image' }));
  }
  summary('5-photo scan, offline OCR (first run starts the OCR worker)', ocrTimes);
  console.log(`target: manual ISBN p95 ≤ 50 ms → ${p95 <= 50 ? 'MET' : 'MISSED'}`);
  await app.close();
} finally {
  await db.destroy();
  await fake.close();
  await pg.stop();
  await rm(parent, { recursive: true, force: true });
}
