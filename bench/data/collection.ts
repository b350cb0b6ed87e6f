/**
 * The benchmarks' collection at size: an embedded PostgreSQL holding the library's seed plus a
 * generated collection (`generateCollection` in @app/db: e-books, books, copies, downloads and
 * events written by `generate_series` inside PostgreSQL, the e-books' search columns romanised
 * by the app in batches, as the site writes them). With `dir`, the database is kept there
 * and reused by the next run that asks for the same sizes; without, it lives in a temporary
 * directory removed at `stop()`.
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
import { generateCollection, type CollectionSize } from '@app/db/generate';

/** The issue's collection: 100,000 e-books, 15,000 books, 100,000 copies, 200,000 downloads. */
export const FULL_SIZE: Required<CollectionSize> = {
  ebooks: 100_000,
  books: 15_000,
  inventory: 100_000,
  downloads: 200_000,
  events: 2_000,
};

/** The sizes for `--ebooks N` (the rest in the issue's proportions). */
export function sizeFor(ebooks: number): Required<CollectionSize> {
  const share = ebooks / FULL_SIZE.ebooks;
  return {
    ebooks,
    books: Math.round(FULL_SIZE.books * share),
    inventory: Math.round(FULL_SIZE.inventory * share),
    downloads: Math.round(FULL_SIZE.downloads * share),
    events: Math.max(40, Math.round(FULL_SIZE.events * share)),
  };
}

export interface Collection {
  /** Connection string of the collection's database. */
  url: string;
  db: Db;
  /** How the database was come by: generated now (and how long it took) or reused. */
  origin: string;
  stop(): Promise<void>;
}

const MARKER = 'collection.json';

export async function prepareCollection(
  size: Required<CollectionSize>,
  options: { dir?: string } = {},
): Promise<Collection> {
  const temporary = !options.dir;
  const dir = options.dir
    ? path.resolve(options.dir)
    : await mkdtemp(path.join(os.tmpdir(), 'bench-collection-'));
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o777);
  const marker = path.join(dir, MARKER);
  const wanted = JSON.stringify(size);
  const reusable =
    existsSync(marker) && (await readFile(marker, 'utf8').catch(() => '')) === wanted;
  if (!reusable && existsSync(path.join(dir, 'pg'))) {
    await rm(path.join(dir, 'pg'), { recursive: true, force: true });
  }
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const url = await ensureDatabase(pg.url, 'bench');
  const db = createDb(url, { max: 4 });
  let origin = `reused from ${dir}`;
  if (!reusable) {
    await migrateToLatest(db);
    await seed(db, { now: new Date() });
    const report = await generateCollection(db, size, { search: 'app' });
    await writeFile(marker, wanted);
    origin = `generated in ${(report.ms / 1000).toFixed(1)} s${temporary ? '' : ` (kept in ${dir})`}`;
  } else {
    // Whatever migrations arrived since the collection was made.
    await migrateToLatest(db);
  }
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

/** `--ebooks` and `--data` of every benchmark at size. */
export const COLLECTION_OPTIONS = {
  ebooks: { type: 'string', default: String(FULL_SIZE.ebooks) },
  data: { type: 'string' },
} as const;
