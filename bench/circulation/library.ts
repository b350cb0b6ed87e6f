/**
 * The circulation benchmark's library at size: an embedded PostgreSQL of its own holding the
 * seed plus a library in circulation (`generateCirculation` in @app/db: titles, copies,
 * members, years of returned loans, the loans out now and the holds, written by
 * `generate_series` inside PostgreSQL). With `dir`, the database is kept there and reused by
 * the next run that asks for the same sizes (of the same generator); its open loans and holds
 * are first moved on by the time since the last run, so as many are late, due soon and held as
 * when it was made.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createDb,
  ensureDatabase,
  migrateToLatest,
  seed,
  startEmbeddedPostgres,
  type Db,
} from '@app/db';
import {
  CIRCULATION_VERSION,
  generateCirculation,
  shiftCirculation,
  type CirculationSize,
} from '@app/db/generate-circulation';

export interface Library {
  /** Connection string of the library's database. */
  url: string;
  db: Db;
  /** How the database was come by: generated now (and how long it took) or reused. */
  origin: string;
  stop(): Promise<void>;
}

const MARKER = 'circulation.json';

interface Marker {
  size: CirculationSize;
  version: number;
  /** The instant the open loans and holds are relative to (the last run's start). */
  at: string;
}

export async function prepareLibrary(
  size: CirculationSize,
  options: { dir?: string } = {},
): Promise<Library> {
  const temporary = !options.dir;
  const dir = options.dir
    ? path.resolve(options.dir)
    : await mkdtemp(path.join(os.tmpdir(), 'bench-circulation-'));
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o777);
  const markerFile = path.join(dir, MARKER);
  const marker = existsSync(markerFile)
    ? (JSON.parse(await readFile(markerFile, 'utf8')) as Marker)
    : null;
  const reusable =
    marker !== null &&
    marker.version === CIRCULATION_VERSION &&
    JSON.stringify(marker.size) === JSON.stringify(size);
  if (!reusable && existsSync(path.join(dir, 'pg'))) {
    await rm(path.join(dir, 'pg'), { recursive: true, force: true });
  }
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const url = await ensureDatabase(pg.url, 'circulation');
  const db = createDb(url, { max: 4 });
  const now = new Date();
  let origin: string;
  if (!reusable) {
    await migrateToLatest(db);
    await seed(db, { now });
    const report = await generateCirculation(db, size, { now });
    origin = `generated in ${(report.ms / 1000).toFixed(1)} s (${JSON.stringify(report.added)})${temporary ? '' : `, kept in ${dir}`}`;
  } else {
    // Whatever migrations arrived since the library was made, then its open dates moved on.
    await migrateToLatest(db);
    const ms = now.getTime() - new Date(marker.at).getTime();
    await shiftCirculation(db, ms);
    origin = `reused from ${dir}, open loans and holds moved ${(ms / 3_600_000).toFixed(1)} h on`;
  }
  const kept: Marker = { size, version: CIRCULATION_VERSION, at: now.toISOString() };
  await writeFile(markerFile, JSON.stringify(kept));
  return {
    url,
    db,
    origin,
    async stop() {
      await db.destroy();
      await pg.stop();
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
