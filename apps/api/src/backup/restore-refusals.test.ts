import { copyFile, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  databaseContents,
  runStatement,
  type TestDatabase,
} from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local';
import { addLibraryContent, storedFiles } from '../testing/library-content';
import { createBackup, restoreBackup } from './backup';
import { BackupError } from './errors';

let folder: string;
let backup: string;
let ebook: Buffer;
const databases: TestDatabase[] = [];
async function database(options: { seeded?: boolean; empty?: boolean }) {
  const created = await createTestDatabase(options);
  databases.push(created);
  return created;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'jpl-restore-refusals-'));
  const source = await database({ seeded: true });
  const files = createLocalStorage(path.join(folder, 'source'));
  await addLibraryContent(source.db, files);
  ebook = (await files.readBuffer('ebooks/tirukkural.epub'))!;
  backup = path.join(folder, 'backup.tar');
  await createBackup({ databaseUrl: source.url, storage: files, file: backup });
});
afterAll(async () => {
  for (const created of databases) await created.destroy();
  await rm(folder, { recursive: true, force: true });
});

/** A copy of the backup with one byte changed where `marker` is found inside it. */
async function tampered(name: string, marker: Buffer, offset: number): Promise<string> {
  const bytes = await readFile(backup);
  const at = bytes.indexOf(marker);
  expect(at).toBeGreaterThan(0);
  bytes[at + offset] = bytes[at + offset]! ^ 0xff;
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

/** Restores `file` into `target` and its own folder, expecting a refusal that changed nothing. */
async function expectRefusal(
  file: string,
  target: TestDatabase,
  message: RegExp,
  force = false,
): Promise<void> {
  const storage = createLocalStorage(path.join(folder, `target-${Math.random()}`));
  await storage.put('scans/already-here.webp', Buffer.from('a file of the target'), 'image/webp');
  const before = await databaseContents(target.db);
  const refusal = restoreBackup({ databaseUrl: target.url, storage, file, force });
  await expect(refusal).rejects.toBeInstanceOf(BackupError);
  await expect(refusal).rejects.toThrow(message);
  expect(await databaseContents(target.db)).toEqual(before);
  expect(Object.keys(await storedFiles(storage))).toEqual(['scans/already-here.webp']);
}

describe('a restore refuses, changing nothing', () => {
  it('a backup whose stored file was changed (its sha256 differs from the manifest)', async () => {
    const file = await tampered('changed-file.tar', ebook.subarray(0, 64), 100);
    await expectRefusal(file, await database({ empty: true }), /does not match its manifest/);
  });

  it('a backup whose database dump was changed', async () => {
    const file = await tampered('changed-dump.tar', Buffer.from('PGDMP'), 200);
    await expectRefusal(file, await database({ empty: true }), /"database.dump" does not match/);
  });

  it('a backup cut short (a copy that did not finish)', async () => {
    const file = path.join(folder, 'cut.tar');
    await copyFile(backup, file);
    await truncate(file, Math.floor((await readFile(backup)).length / 2));
    await expectRefusal(file, await database({ empty: true }), /could not be read|is missing/);
  });

  it('a database that holds library data, without --force', async () => {
    const target = await database({ seeded: true });
    await expectRefusal(backup, target, /already holds library data .*--force/);
  });

  it('a database migrated past the backup, even with --force', async () => {
    const target = await database({});
    await runStatement(
      target.db,
      `insert into kysely_migration (name, timestamp) values ('2099_01_01_000000_future', '2099-01-01')`,
    );
    await expectRefusal(backup, target, /migrated past the backup/, true);
  });

  it('a database others are connected to (the site is running)', async () => {
    const target = await database({ empty: true });
    await databaseContents(target.db); // the test's own pool stays connected
    await expectRefusal(backup, target, /other connections? (is|are) open/);
  });

  it('a backup made by a newer version of the site', async () => {
    const newer = await database({ seeded: true });
    await runStatement(
      newer.db,
      `insert into kysely_migration (name, timestamp) values ('2099_01_01_000000_future', '2099-01-01')`,
    );
    const file = path.join(folder, 'newer.tar');
    const files = createLocalStorage(path.join(folder, 'newer-files'));
    await createBackup({ databaseUrl: newer.url, storage: files, file });
    await expectRefusal(file, await database({ empty: true }), /newer version of the site/);
  });

  it('a file that is not a backup', async () => {
    const file = path.join(folder, 'notes.tar');
    await writeFile(file, 'just some notes, not a tar file at all'.repeat(40));
    await expectRefusal(file, await database({ empty: true }), /could not be read|not a backup/);
  });
});
