/**
 * Load with database faults (issue 15): clients keep reading and writing through the real app
 * (listening on a local port, production settings) while its embedded PostgreSQL is stopped
 * and started again (fast and immediate shutdowns), killed outright under a supervisor that
 * restarts it, as `pnpm start` runs it, and frozen (every PostgreSQL process stopped with
 * SIGSTOP: connections open, nothing answered). The app's pool has the serving pool's connect
 * and statement timeouts, as a production start sets them. Prints, per run, the load held before, during and after,
 * every answer by kind, the slowest answer while the database was away, how soon the site
 * served again, and the writes acknowledged and lost.
 *
 *   pnpm --filter @app/bench faults [--clients 12] [--rounds 2] [--down 3000]
 *
 * Targets: 0 writes lost; no 5xx but 503 while the database is away; every answer while away
 * within 1 s, each 503 with Retry-After; serving again within 5 s of the database's return.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@app/api/app';
import { databasePoolOptions, loadConfig } from '@app/api/env';
import {
  createTestUser,
  freezeDatabase,
  runOutage,
  signIn,
  type OutageReport,
} from '@app/api/testing';
import { createDb, ensureDatabase, migrateToLatest, seed, startEmbeddedPostgres } from '@app/db';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '2' },
    down: { type: 'string', default: '3000' },
  },
});
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
const DOWN_MS = Number(values.down);

const parent = await mkdtemp(path.join(os.tmpdir(), 'bench-faults-'));
await chmod(parent, 0o777);
let restarted: (() => void) | undefined;
const pg = await startEmbeddedPostgres({
  dataDir: path.join(parent, 'pg'),
  supervise: { onRestart: () => restarted?.() },
});
const url = await ensureDatabase(pg.url, 'bench');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  UPLOAD_DIR: path.join(parent, 'uploads'),
  OPENAI_API_KEY: '',
});
const db = createDb(url, databasePoolOptions(config));
const check = createDb(url, { max: 1 });
const reports: { label: string; report: OutageReport }[] = [];
try {
  // Migrations and the seed on a pool without the serving timeouts, as a production start does.
  const setup = createDb(url, { max: 1 });
  await migrateToLatest(setup);
  await seed(setup, { now: new Date() });
  await setup.destroy();
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const staff = await createTestUser(db, 'librarian');
  const staffCookie = await signIn(app, staff.email, staff.password);
  const target = { baseUrl, embedded: pg, db: check, staffCookie };
  const plan = { concurrency: CLIENTS, beforeMs: 3000, downMs: DOWN_MS, afterMs: 6000 };

  for (let round = 1; round <= ROUNDS; round++) {
    for (const stopMode of ['fast', 'immediate'] as const) {
      const report = await runOutage(target, { ...plan, stopMode });
      reports.push({ label: `stop (${stopMode}) ${DOWN_MS} ms, round ${round}`, report });
    }
    const killed = await runOutage(target, {
      ...plan,
      stopMode: 'immediate',
      breakAndMend: () =>
        new Promise<void>((resolve) => {
          restarted = resolve;
          process.kill(pg.pid!, 'SIGKILL');
        }),
    });
    reports.push({ label: `kill -9, supervisor restarts it, round ${round}`, report: killed });
    const frozen = await runOutage(target, {
      ...plan,
      stopMode: 'immediate',
      breakAndMend: () => freezeDatabase(pg.pid!, DOWN_MS),
    });
    reports.push({ label: `frozen (SIGSTOP) ${DOWN_MS} ms, round ${round}`, report: frozen });
  }
  await app.close();
} finally {
  await db.destroy();
  await check.destroy();
  await pg.stop();
  await rm(parent, { recursive: true, force: true });
}

const f = (n: number) => n.toFixed(0);
let met = true;
for (const { label, report } of reports) {
  const fiveHundreds = Object.values(report.outcomes).reduce(
    (sum, o) => sum + (o['5xx other'] ?? 0) + (o['no answer'] ?? 0),
    0,
  );
  const ok =
    report.writesLost === 0 &&
    fiveHundreds === 0 &&
    report.withoutRetryAfter === 0 &&
    report.leaks.length === 0 &&
    report.slowestWhileAwayMs < 1000 &&
    (report.allServedAfterMs ?? Infinity) < 5000;
  met &&= ok;
  console.log(`\n${label}: ${ok ? 'target met' : 'TARGET MISSED'}`);
  console.log(
    `  load held (requests/s): before ${f(report.throughput.before)}, away ${f(report.throughput.away)}, after ${f(report.throughput.after)}`,
  );
  for (const phase of ['before', 'away', 'after'] as const) {
    console.log(`  ${phase.padEnd(6)} ${JSON.stringify(report.outcomes[phase])}`);
  }
  console.log(
    `  slowest answer while away ${f(report.slowestWhileAwayMs)} ms; health ok ${report.recoveredAfterMs === null ? 'never' : `${f(report.recoveredAfterMs)} ms`} and every client served ${f(report.allServedAfterMs ?? Infinity)} ms after the return`,
  );
  console.log(
    `  503 without Retry-After ${report.withoutRetryAfter}; bodies with internal text ${report.leaks.length}`,
  );
  console.log(`  writes acknowledged ${report.writesAcknowledged}, lost ${report.writesLost}`);
}
console.log(`\n${met ? 'All targets met.' : 'Some targets missed.'}`);
process.exitCode = met ? 0 : 1;
