import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainCover } from '@app/testing/barcode-images';
import { createLocalStorage } from '../storage/local';
import { createImageStore, SCAN_IMAGE_URL_PREFIX } from './image-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jpl-image-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function checked(format: 'jpeg' | 'png') {
  const bytes = await plainCover(format);
  const { width, height } = await sharp(bytes).metadata();
  return { bytes, mime: `image/${format}` as const, width: width!, height: height! };
}

describe('the scan photo store', () => {
  it('stores the same photo saved many times at once as one whole file, with no leftovers', async () => {
    // A librarian may send one photo twice; the saves run side by side and share one name.
    const image = await checked('jpeg');
    const urls = await Promise.all(
      Array.from({ length: 12 }, () => createImageStore(createLocalStorage(dir)).save(image)),
    );
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(new RegExp(`^${SCAN_IMAGE_URL_PREFIX}[a-f0-9]{64}\\.webp$`));
    const files = await readdir(path.join(dir, 'scans'));
    expect(files).toEqual([urls[0]!.slice(SCAN_IMAGE_URL_PREFIX.length)]);
    const stored = await readFile(path.join(dir, 'scans', files[0]!));
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('keeps different photos apart', async () => {
    const store = createImageStore(createLocalStorage(dir));
    const [a, b] = await Promise.all([
      store.save(await checked('jpeg')),
      store.save(await checked('png')),
    ]);
    expect(a).not.toBe(b);
    expect((await readdir(path.join(dir, 'scans'))).sort()).toHaveLength(2);
  });

  it('loads a stored photo back by its URL (the reading job may run in another process)', async () => {
    const url = await createImageStore(createLocalStorage(dir)).save(await checked('png'));
    const loaded = await createImageStore(createLocalStorage(dir)).load(url);
    expect(loaded).toMatchObject({ mime: 'image/webp', width: expect.any(Number) });
    expect(loaded!.width).toBeGreaterThan(0);
    expect(await createImageStore(createLocalStorage(dir)).load('/etc/passwd')).toBeNull();
  });
});
