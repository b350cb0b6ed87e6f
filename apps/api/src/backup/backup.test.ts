import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  databaseContents,
  runStatement,
  type TestDatabase,
} from '@app/db/testing';
import { startFakeS3, type FakeS3 } from '@app/testing/fake-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, jobQueueInstalled, migrateToLatest, pendingMigrations } from '@app/db';
import { createLocalStorage } from '../storage/local';
import { createS3Storage } from '../storage/s3';
import type { FileStorage } from '../storage/storage';
import { addLibraryContent, storedFiles } from '../testing/library-content';
import { backupName, createBackup, restoreBackup } from './backup';

let folder: string;
const fakes: FakeS3[] = [];
const databases: TestDatabase[] = [];
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'jpl-backup-'));
});
afterAll(async () => {
  for (const fake of fakes) await fake.close();
  for (const database of databases) await database.destroy();
  await rm(folder, { recursive: true, force: true });
});

async function database(options: { seeded?: boolean; empty?: boolean }) {
  const created = await createTestDatabase(options);
  databases.push(created);
  return created;
}

async function bucket(): Promise<FileStorage> {
  const fake = await startFakeS3();
  fakes.push(fake);
  return createS3Storage({
    endpoint: fake.url,
    region: 'us-east-1',
    bucket: fake.bucket,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
    prefix: 'site',
  });
}

const kinds: Array<[string, (name: string) => Promise<FileStorage>]> = [
  ['a local folder', async (name) => createLocalStorage(path.join(folder, name))],
  ['S3-compatible object storage', () => bucket()],
];

describe.each(kinds)('a backup with files in %s', (_label, openStorage) => {
  it('restores into a different, empty database and storage: every table, sequence and file the same', async () => {
    const source = await database({ seeded: true });
    const sourceFiles = await openStorage('source');
    await addLibraryContent(source.db, sourceFiles);
    const file = path.join(folder, `${Math.random().toString(36).slice(2)}`, 'backup.tar');

    const made = await createBackup({ databaseUrl: source.url, storage: sourceFiles, file });
    expect(made.skipped).toEqual([]);
    expect(made.manifest.files.map((f) => f.key)).toEqual(
      Object.keys(await storedFiles(sourceFiles)),
    );
    expect(made.manifest.newestMigration).toMatch(/^\d{4}_\d{2}_\d{2}_\d{6}_/);
    // Every table of both schemas was counted, the unlogged rate limits and pg-boss's too.
    expect(made.manifest.tables).toMatchObject({
      'public.rate_limits': 1,
      'public.members': 3,
      'public.loans': 1,
      'public.jobs': 1,
      'pgboss.version': 1,
    });

    const target = await database({ empty: true });
    const targetFiles = await openStorage('target');
    const restored = await restoreBackup({
      databaseUrl: target.url,
      storage: targetFiles,
      file,
      force: false,
    });
    expect(restored).toMatchObject({ files: made.manifest.files.length, leftInPlace: 0 });

    const before = await databaseContents(source.db);
    const after = await databaseContents(target.db);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    expect(Object.keys(before.tables)).toEqual(
      expect.arrayContaining(['public.books', 'public.rate_limits', 'pgboss.job', 'pgboss.queue']),
    );
    for (const table of Object.keys(before.tables)) {
      expect(after.tables[table], table).toEqual(before.tables[table]);
    }
    expect(after.sequences).toEqual(before.sequences);
    expect(before.tables['public.members']).toHaveLength(3);

    // The site starts on it: nothing to migrate, the job queue in place.
    expect(await pendingMigrations(target.db)).toEqual([]);
    await migrateToLatest(target.db);
    expect(await jobQueueInstalled(target.db)).toBe(true);

    const sourceBytes = await storedFiles(sourceFiles);
    const targetBytes = await storedFiles(targetFiles);
    expect(Object.keys(targetBytes)).toEqual(Object.keys(sourceBytes));
    for (const [key, bytes] of Object.entries(sourceBytes)) {
      expect(targetBytes[key]!.equals(bytes), key).toBe(true);
    }
  });
});

describe('restoring with --force', () => {
  it('replaces a database that holds data, one pg-boss migrated on another day too', async () => {
    const source = await database({ seeded: true });
    const files = createLocalStorage(path.join(folder, 'force-source'));
    await addLibraryContent(source.db, files);
    const file = path.join(folder, backupName(new Date()));
    await createBackup({ databaseUrl: source.url, storage: files, file });

    const target = await database({ seeded: true });
    await addLibraryContent(target.db, createLocalStorage(path.join(folder, 'force-scratch')));
    // The job queue's statistics are partitioned by day: a database migrated on another day
    // has partitions the backup lacks, and they must go with their table.
    await runStatement(
      target.db,
      `create table pgboss.queue_stats_20990101 partition of pgboss.queue_stats
       for values from ('2099-01-01') to ('2099-01-02')`,
    );
    await target.close(); // the restore refuses a database others are connected to
    const targetFiles = createLocalStorage(path.join(folder, 'force-target'));
    await targetFiles.put('scans/left-over.webp', Buffer.from('not in the backup'), 'image/webp');

    const restored = await restoreBackup({
      databaseUrl: target.url,
      storage: targetFiles,
      file,
      force: true,
    });
    expect(restored.leftInPlace).toBe(1);
    const reopened = createDb(target.url, { max: 1 });
    try {
      expect(await databaseContents(reopened)).toEqual(await databaseContents(source.db));
    } finally {
      await reopened.destroy();
    }
    expect(await targetFiles.readBuffer('scans/left-over.webp')).not.toBeNull();
  });
});
