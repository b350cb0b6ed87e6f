import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EmbeddedAlreadyRunningError, openDatabase, runningEmbeddedDatabase } from '@app/db';
import { backupName, createBackup, restoreBackup } from '../backup/backup';
import { BackupError } from '../backup/errors';
import { loadConfig, type Config } from '../env';
import { createStorage } from '../storage/create';

const usage = `usage: pnpm db:backup [--out FILE]
       pnpm db:restore FILE [--force]`;

const readableSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Paths typed by the user are theirs: relative to where they ran pnpm, not to apps/api. */
const fromUser = (config: Config, file: string) =>
  path.resolve(config.INIT_CWD ?? process.cwd(), file);

/** A connection string fit to print. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

interface OpenedDatabase {
  url: string;
  /** Where the data is, for the summary. */
  where: string;
  close(): Promise<void>;
}

/**
 * The database the site uses: DATABASE_URL, or the embedded server under DATA_DIR, started for
 * this command. When the site is running and holds the embedded server, a backup reads from that
 * server (the address is in its postmaster.pid, the password beside its data), and a restore
 * refuses: it would replace the data under the running site.
 */
async function openSiteDatabase(config: Config, purpose: 'backup' | 'restore') {
  try {
    const target = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    return {
      url: target.url,
      where: target.embedded
        ? `the embedded PostgreSQL in ${target.embedded.dataDir}`
        : `DATABASE_URL's ${withoutPassword(target.url)}`,
      close: async () => void (await target.embedded?.stop()),
    } satisfies OpenedDatabase;
  } catch (error) {
    if (!(error instanceof EmbeddedAlreadyRunningError)) throw error;
    if (purpose === 'restore') {
      throw new BackupError(
        `The site is running with the embedded PostgreSQL in ${error.dataDir} (pid ${error.pid}): ` +
          'stop it first (Ctrl-C where it runs), since a restore replaces its data. Nothing was restored.',
      );
    }
    const url = await runningEmbeddedDatabase(error);
    if (!url) {
      throw new BackupError(
        `${error.message} Its address could not be read, so it cannot be backed up while it runs.`,
      );
    }
    return {
      url,
      where: `the running site's embedded PostgreSQL in ${error.dataDir}`,
      close: async () => {},
    } satisfies OpenedDatabase;
  }
}

async function backup(config: Config, out: string | undefined): Promise<void> {
  const file = out
    ? fromUser(config, out)
    : path.join(config.DATA_DIR, 'backups', backupName(new Date()));
  const storage = createStorage(config);
  const database = await openSiteDatabase(config, 'backup');
  try {
    console.log(`Backing up ${database.where} and the files in ${storage.description}…`);
    const { bytes, manifest, skipped } = await createBackup({
      databaseUrl: database.url,
      storage,
      file,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    const fileBytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
    console.log(
      [
        `Backup written: ${file} (${readableSize(bytes)})`,
        `  database: ${Object.keys(manifest.tables).length} tables, ${rows} rows, newest migration ${manifest.newestMigration} (PostgreSQL ${manifest.postgres.server}, pg_dump ${manifest.postgres.pgDump})`,
        `  files: ${manifest.files.length} (${readableSize(fileBytes)})`,
        ...(skipped.length
          ? [
              `  left out: ${skipped.length} file(s) the site never made or that were deleted meanwhile: ${skipped.slice(0, 5).join(', ')}`,
            ]
          : []),
        `Restore it with: pnpm db:restore ${file}`,
      ].join('\n'),
    );
  } finally {
    storage.close();
    await database.close();
  }
}

async function restore(config: Config, given: string, force: boolean): Promise<void> {
  const file = fromUser(config, given);
  // Before a database is started for nothing.
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const storage = createStorage(config);
  const database = await openSiteDatabase(config, 'restore');
  try {
    await storage.prepare();
    console.log(`Restoring ${file} into ${database.where} and ${storage.description}…`);
    const summary = await restoreBackup({ databaseUrl: database.url, storage, file, force });
    console.log(
      [
        `Restored the backup made ${summary.manifest.createdAt} (newest migration ${summary.manifest.newestMigration}):`,
        `  database: ${summary.tables} tables, ${summary.rows} rows, every count as the backup recorded`,
        `  files: ${summary.files} (${readableSize(summary.fileBytes)}) written to ${storage.description}`,
        ...(summary.leftInPlace
          ? [
              `  ${summary.leftInPlace} file(s) already there that the backup does not hold were left in place`,
            ]
          : []),
      ].join('\n'),
    );
  } finally {
    storage.close();
    await database.close();
  }
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const [command, ...rest] = positionals;
  const config = loadConfig();
  if (command === 'backup' && rest.length === 0 && !values.force) return backup(config, values.out);
  if (command === 'restore' && rest.length === 1 && values.out === undefined) {
    return restore(config, rest[0]!, values.force);
  }
  throw new BackupError(usage);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
