import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createDb,
  databaseInventory,
  emptyingStatements,
  migrationNames,
  otherConnections,
  tablesWithData,
  withExportedSnapshot,
} from '@app/db';
import { assertKey, type FileStorage } from '../storage/storage';
import {
  createArchive,
  DUMP,
  extractArchive,
  FILES,
  MANIFEST,
  type ArchiveWriter,
  type ExtractedBackup,
  type Manifest,
} from './archive';
import { BackupError } from './errors';
import {
  DEBIAN_TOOLS,
  findPostgresTool,
  restoreDump,
  runPostgresTool,
  type ToolSearch,
} from './postgres-tools';

export interface BackupOptions {
  /** The database to back up. */
  databaseUrl: string;
  /** Where the site keeps its files: every file in it goes into the backup. */
  storage: FileStorage;
  /** The tar file to write; it must not exist yet. */
  file: string;
  now?: Date;
  tools?: ToolSearch;
}

export interface BackupSummary {
  file: string;
  /** The tar file's size. */
  bytes: number;
  manifest: Manifest;
  /** Stored files left out: names the site never makes, or files deleted while copying. */
  skipped: string[];
}

/** A timestamp fit for a file name on every system: `2026-11-26T10-00-00Z`. */
export function backupName(now: Date): string {
  return `library-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar`;
}

const isKey = (key: string) => {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
};

/**
 * Writes one tar file holding pg_dump's archive of the whole database (custom format, without
 * owners or privileges, so it restores into any database as any user), every stored file under
 * `files/<key>`, and `manifest.json` (what it holds: row counts, sizes, sha256s). The counts and
 * the dump come from one snapshot, so the backup is consistent while the site keeps running.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const { databaseUrl, storage, file } = options;
  const now = options.now ?? new Date();
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --out.`);
  const db = createDb(databaseUrl, { max: 1 });
  const work = await mkdtemp(path.join(os.tmpdir(), 'library-backup-'));
  let archive: ArchiveWriter | undefined;
  try {
    const dumpPath = path.join(work, DUMP);
    const { inventory, pgDump } = await withExportedSnapshot(db, async (snapshot, inventory) => {
      if (!inventory.newestMigration) {
        throw new BackupError(
          'The database has no library tables (it was never migrated): check DATABASE_URL or ' +
            'DATA_DIR. Nothing was backed up.',
        );
      }
      const tool = await findPostgresTool('pg_dump', inventory.serverMajor, options.tools);
      await runPostgresTool(
        tool,
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${dumpPath}`,
        ],
        databaseUrl,
      );
      return { inventory, pgDump: tool };
    });

    archive = await createArchive(file, now);
    const dumpSize = (await stat(dumpPath)).size;
    const dumpSha = await archive.add(DUMP, dumpSize, createReadStream(dumpPath));
    const files: Manifest['files'] = [];
    const skipped: string[] = [];
    for await (const { key, size } of storage.list('')) {
      if (!isKey(key)) {
        skipped.push(key);
        continue;
      }
      const content = await storage.read(key).catch(async (error: unknown) => {
        if (await storage.stat(key)) throw error;
        return null; // deleted since it was listed
      });
      if (!content) {
        skipped.push(key);
        continue;
      }
      files.push({ key, size, sha256: await archive.add(`${FILES}${key}`, size, content) });
    }
    const manifest: Manifest = {
      format: 'jaffna-library-backup',
      version: 1,
      createdAt: now.toISOString(),
      postgres: {
        server: inventory.serverVersion,
        pgDump: pgDump.version,
        pgDumpMajor: pgDump.major,
      },
      newestMigration: inventory.newestMigration,
      database: { size: dumpSize, sha256: dumpSha },
      tables: inventory.tables,
      files,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add(MANIFEST, text.length, text);
    const bytes = await archive.finish();
    return { file, bytes, manifest, skipped };
  } catch (error) {
    await archive?.abort();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
    await db.destroy();
  }
}

export interface RestoreOptions {
  /** The database to restore into. */
  databaseUrl: string;
  /** Where the site keeps its files: every file of the backup is written back to it. */
  storage: FileStorage;
  /** The backup's tar file. */
  file: string;
  /** Replace a database that already holds library data. */
  force: boolean;
  tools?: ToolSearch;
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Files already in the storage that the backup does not hold (they are left in place). */
  leftInPlace: number;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** A stored file's type: by its extension, or (mirrored e-books) as the `.json` beside it says. */
async function contentTypeOf(key: string, backup: ExtractedBackup): Promise<string> {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (extension && CONTENT_TYPES[extension]) return CONTENT_TYPES[extension];
  if (backup.manifest.files.some((f) => f.key === `${key}.json`)) {
    try {
      const meta = JSON.parse(await readFile(backup.filePath(`${key}.json`), 'utf8')) as {
        contentType?: unknown;
      };
      if (typeof meta.contentType === 'string') return meta.contentType;
    } catch {
      // not a description of ours: the file keeps the generic type
    }
  }
  return 'application/octet-stream';
}

function describeTables(tables: Array<[string, number]>): string {
  const named = tables
    .slice(0, 4)
    .map(([table, rows]) => `${table.replace(/^public\./, '')}: ${rows}`);
  return tables.length > 4 ? `${named.join(', ')}, …` : named.join(', ');
}

/** The tables whose row count differs between the backup's manifest and the database. */
function countDifferences(expected: Record<string, number>, actual: Record<string, number>) {
  return [...new Set([...Object.keys(expected), ...Object.keys(actual)])]
    .filter((table) => expected[table] !== actual[table])
    .map(
      (table) =>
        `${table}: ${actual[table] ?? 'missing'} rows, backup ${expected[table] ?? 'none'}`,
    );
}

/**
 * Restores a backup: checks the whole file against its manifest first (nothing is touched when
 * it differs), refuses a database that holds library data unless `force`, a database migrated
 * past the backup, and a database others are connected to (the site); then the database is
 * emptied and pg_restore's content put in, in one transaction (all of it or none), its row counts
 * are checked against the manifest, and every file is written back to the storage.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const { databaseUrl, storage, file } = options;
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'library-restore-'));
  const db = createDb(databaseUrl, { max: 1 });
  try {
    const backup = await extractArchive(file, work);
    const { manifest } = backup;
    if (manifest.newestMigration && !migrationNames().includes(manifest.newestMigration)) {
      throw new BackupError(
        `The backup was made by a newer version of the site (its newest migration, ` +
          `${manifest.newestMigration}, is unknown here): update the code first. Nothing was restored.`,
      );
    }
    const target = await databaseInventory(db);
    const held = tablesWithData(target);
    if (held.length && !options.force) {
      throw new BackupError(
        `The database already holds library data (${describeTables(held)}), and a restore ` +
          'replaces all of it. Run the restore again with --force to replace it. Nothing was restored.',
      );
    }
    if (
      target.newestMigration &&
      (!manifest.newestMigration || target.newestMigration > manifest.newestMigration)
    ) {
      throw new BackupError(
        `The database has been migrated past the backup (its newest migration is ` +
          `${target.newestMigration}, the backup's ${manifest.newestMigration ?? 'none'}), and ` +
          'the newer tables would survive the restore: restore into an empty database (a new ' +
          'DATABASE_URL, or move DATA_DIR/pg aside). Nothing was restored.',
      );
    }
    const others = await otherConnections(db);
    if (others > 0) {
      throw new BackupError(
        `${others} other connection${others === 1 ? ' is' : 's are'} open to the database: stop ` +
          'the site (and anything else using it) before restoring. Nothing was restored.',
      );
    }
    const pgRestore = await findPostgresTool(
      'pg_restore',
      manifest.postgres.pgDumpMajor,
      options.tools ?? DEBIAN_TOOLS,
    );
    const psql = await findPostgresTool('psql', pgRestore.major, options.tools ?? DEBIAN_TOOLS);
    await restoreDump(
      { pgRestore, psql },
      backup.dumpPath,
      await emptyingStatements(db),
      databaseUrl,
    );
    const restored = await databaseInventory(db);
    const differences = countDifferences(manifest.tables, restored.tables);
    if (differences.length) {
      throw new BackupError(
        `The database was restored, but its row counts differ from the backup's ` +
          `(${differences.slice(0, 4).join('; ')}): check it before starting the site.`,
      );
    }

    const inBackup = new Set(manifest.files.map((f) => f.key));
    let leftInPlace = 0;
    for await (const { key } of storage.list('')) if (!inBackup.has(key)) leftInPlace++;
    for (const { key } of manifest.files) {
      await storage.put(key, { path: backup.filePath(key) }, await contentTypeOf(key, backup));
    }
    return {
      manifest,
      tables: Object.keys(restored.tables).length,
      rows: Object.values(restored.tables).reduce((sum, n) => sum + n, 0),
      files: manifest.files.length,
      fileBytes: manifest.files.reduce((sum, f) => sum + f.size, 0),
      leftInPlace,
    };
  } finally {
    await db.destroy();
    await rm(work, { recursive: true, force: true });
  }
}
