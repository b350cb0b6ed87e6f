/**
 * The site at size for the browser tests that walk long lists (tests/at-size.spec.ts): the
 * library's seed plus a generated collection (`generateCollection`, written by PostgreSQL in
 * seconds) in a data directory of its own, then the built site exactly as `pnpm start` serves
 * it (apps/api/src/server.ts, which reuses the data directory), on `PORT`.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, migrateToLatest, openDatabase, seed } from '@app/db';
import { generateCollection } from '@app/db/generate';

/** Large enough that every list has hundreds of pages; small enough to make in seconds. */
export const LARGE_SIZE = { ebooks: 12_000, books: 3_000, inventory: 12_000, events: 200 };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'library-e2e-large-'));
chmodSync(dataDir, 0o777);
const target = await openDatabase({ dataDir });
const db = createDb(target.url, { max: 2 });
await migrateToLatest(db);
await seed(db);
await generateCollection(db, LARGE_SIZE, { search: 'sql' });
await db.destroy();
await target.embedded?.stop();

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(import.meta.resolve('@app/api/server'))],
  { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
