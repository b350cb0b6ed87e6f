import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '@app/testing/fake-s3';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { collect, type FileStorage } from './storage';

let folder: string;
let s3: FakeS3;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'jpl-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const kinds: Array<[string, () => FileStorage]> = [
  ['a local folder', () => createLocalStorage(path.join(folder, 'local'))],
  [
    'S3-compatible object storage',
    () =>
      createS3Storage({
        endpoint: s3.url,
        region: 'us-east-1',
        bucket: s3.bucket,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
        prefix: 'site',
      }),
  ],
];

describe.each(kinds)('file storage in %s', (_label, open) => {
  it('keeps bytes and files under their keys, reads them whole or by range, lists and deletes them', async () => {
    const storage = open();
    const photo = Buffer.from('pretend this is a webp photo');
    await storage.put('scans/a.webp', photo, 'image/webp');
    const onDisk = path.join(folder, `upload-${Math.random()}.txt`);
    await writeFile(onDisk, 'The Tirukkural, in full.');
    await storage.put('ebooks/b.txt', { path: onDisk }, 'text/plain; charset=utf-8');

    expect(await storage.readBuffer('scans/a.webp')).toEqual(photo);
    expect(await storage.stat('ebooks/b.txt')).toMatchObject({ size: 24 });
    expect((await storage.stat('ebooks/b.txt'))!.modified).toBeInstanceOf(Date);
    expect((await collect(await storage.read('ebooks/b.txt'))).toString()).toBe(
      'The Tirukkural, in full.',
    );
    expect(
      (await collect(await storage.read('ebooks/b.txt', { start: 4, end: 13 }))).toString(),
    ).toBe('Tirukkural');

    const listed = [];
    for await (const entry of storage.list('')) listed.push(entry);
    expect(listed).toEqual([
      { key: 'ebooks/b.txt', size: 24 },
      { key: 'scans/a.webp', size: photo.length },
    ]);

    await storage.delete('scans/a.webp');
    expect(await storage.stat('scans/a.webp')).toBeNull();
    expect(await storage.readBuffer('scans/a.webp')).toBeNull();
    await expect(storage.read('scans/a.webp')).rejects.toThrow();
  });

  it('replaces a key whole, and never accepts a key that climbs out of its folder', async () => {
    const storage = open();
    await storage.put('mirror/c', Buffer.from('first'), 'application/octet-stream');
    await storage.put('mirror/c', Buffer.from('second, longer'), 'application/octet-stream');
    expect((await storage.readBuffer('mirror/c'))!.toString()).toBe('second, longer');
    for (const bad of ['../etc/passwd', 'scans/../../x', '/abs', 'a//b', '']) {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'not a storage key',
      );
    }
  });
});

describe('a bucket that does not exist yet', () => {
  it('is made by whichever replica starts first, and the others start too', async () => {
    const replica = () =>
      createS3Storage({
        endpoint: s3.url,
        region: 'us-east-1',
        bucket: 'made-at-start',
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
      });
    const replicas = [replica(), replica(), replica()];
    try {
      await Promise.all(replicas.map((storage) => storage.prepare()));
      await replicas[0]!.put('scans/a', Buffer.from('kept'), 'text/plain');
      expect((await replicas[2]!.readBuffer('scans/a'))?.toString()).toBe('kept');
    } finally {
      for (const storage of replicas) storage.close();
    }
  });
});
