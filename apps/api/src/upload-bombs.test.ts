import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { toDataUrl } from '@app/testing/barcode-images';
import { makeZipBombEpub } from '@app/testing/ebook-files';
import { pixelBombPng } from '@app/testing/upload-bombs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { epubUpload } from './testing/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from './testing';

/**
 * Uploads are refused before any heavy work (decision 0021): each bomb answers 4xx, decodes no
 * image and inflates nothing (a 20000 × 20000 decode alone would take 1.6 GB; the EPUB inflates to
 * 1 GiB): the process grows by far less than either while refusing it, and nothing is stored.
 * How soon each is refused is measured in `bench/uploads` against a plain 4xx of the same route,
 * not here: a timed test fails on a busy machine.
 */
let t: TestDatabase;
let app: FastifyInstance;
let cookie: string;
let uploadDir: string;
let photo: string;
let zipBomb: Buffer;
let lyingZipBomb: Buffer;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-bombs-'));
  app = await buildTestApp(t.db, { env: { UPLOAD_DIR: uploadDir } });
  const staff = await createTestUser(t.db, 'librarian');
  cookie = await signIn(app, staff.email, staff.password);
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#7a1f2b' },
  })
    .png()
    .toBuffer();
  photo = toDataUrl(png, 'image/png');
  zipBomb = await makeZipBombEpub();
  lyingZipBomb = await makeZipBombEpub(64 * 1024 * 1024, 1024);
}, 120_000);
afterAll(async () => {
  await app.close();
  await t.destroy();
  await rm(uploadDir, { recursive: true, force: true });
});

const stored = async (folder: string) =>
  (await readdir(path.join(uploadDir, folder)).catch(() => [])).filter((f) => !f.startsWith('.'));

/** What the process grew by (resident memory) while the work ran: a decoded bomb shows here. */
const GREW_AT_MOST = 256 * 1024 * 1024;
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; grew: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    return { result, grew: Math.max(peak, process.memoryUsage().rss) - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('scan photos', () => {
  const scan = (images: string[]) =>
    measured(() =>
      app.inject({
        method: 'POST',
        url: '/api/inventory/process-scan',
        headers: { cookie },
        payload: { scanType: 'image', images },
      }),
    );

  it.each([
    ['six photos', () => Array.from({ length: 6 }, () => photo), 400, 'TOO_MANY_IMAGES'],
    [
      'a 9 MB photo',
      () => [`data:image/jpeg;base64,${randomBytes(9 * 1024 * 1024).toString('base64')}`],
      413,
      'IMAGE_TOO_LARGE',
    ],
    [
      'text behind an image type',
      () => [
        `data:image/jpeg;base64,${Buffer.from('not a photo at all '.repeat(50)).toString('base64')}`,
      ],
      400,
      'INVALID_IMAGE',
    ],
    [
      'an SVG',
      () => [
        toDataUrl(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/svg+xml',
        ),
      ],
      400,
      'INVALID_IMAGE',
    ],
    [
      'a PNG that declares 20000 × 20000 (a decompression bomb)',
      () => [toDataUrl(pixelBombPng(), 'image/png')],
      413,
      'IMAGE_TOO_MANY_PIXELS',
    ],
    [
      'four good photos and a pixel bomb fifth: none is decoded',
      () => [photo, photo, photo, photo, toDataUrl(pixelBombPng(), 'image/png')],
      413,
      'IMAGE_TOO_MANY_PIXELS',
    ],
  ] as const)(
    'refuses %s with 4xx before decoding anything, storing nothing',
    async (_label, images, status, code) => {
      const before = await countRows(t.db, 'bookInventory');
      const { result, grew } = await scan([...images()]);
      expect(result.statusCode).toBe(status);
      expect(result.json()).toMatchObject({ appCode: code });
      expect(grew).toBeLessThan(GREW_AT_MOST);
      expect(await stored('scans')).toEqual([]);
      expect(await countRows(t.db, 'bookInventory')).toBe(before);
    },
  );
});

describe('e-book files', () => {
  const upload = (data: Buffer) => {
    const body = epubUpload(data);
    return measured(() =>
      app.inject({
        method: 'POST',
        url: '/api/ebooks/files',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      }),
    );
  };

  it('refuses a zip-bomb EPUB (1 MB that inflates to 1 GiB) before inflating it, storing nothing', async () => {
    expect(zipBomb.length).toBeLessThan(2 * 1024 * 1024);
    const { result, grew } = await upload(zipBomb);
    expect(result.statusCode).toBe(413);
    expect(result.json()).toMatchObject({ appCode: 'EBOOK_FILE_EXPANDS' });
    expect(grew).toBeLessThan(GREW_AT_MOST);
    expect(await stored('ebooks')).toEqual([]);
  });

  it('refuses one whose headers lie about what it inflates to, as soon as it inflates past them', async () => {
    const { result, grew } = await upload(lyingZipBomb);
    expect(result.statusCode).toBe(413);
    expect(result.json()).toMatchObject({ appCode: 'EBOOK_FILE_EXPANDS' });
    expect(grew).toBeLessThan(GREW_AT_MOST);
    expect(await stored('ebooks')).toEqual([]);
  });
});
