import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, signIn } from '../testing';
import { coverWithBarcode, plainCover, toDataUrl } from '@app/testing/barcode-images';
import { renderCoverText } from '@app/testing/cover-text-images';
import { FAKE_ISBNS, startFakeCatalogues, type FakeCatalogues } from '@app/testing/fake-catalogues';
import { startFakeOpenAI, type FakeOpenAI } from '@app/testing/fake-openai';

/**
 * The photo side of the scan pipeline over a real PostgreSQL: content checks, a barcode in the
 * photo, the AI reader against a local fake OpenAI, and the offline OCR path in three scripts.
 */
let t: TestDatabase;
let catalogues: FakeCatalogues;
let openai: FakeOpenAI;
type Running = Awaited<ReturnType<typeof startApp>>;
let withAi: Running;
let offline: Running;

async function startApp(env: Record<string, string>) {
  const uploads = mkdtempSync(path.join(tmpdir(), 'jpl-scans-'));
  // Each app has a database of its own: a reading queued by one must be run by its own worker
  // (one with the AI, one without).
  const db = env.OPENAI_API_KEY ? t.db : (await createTestDatabase({ seeded: true })).db;
  const app = await buildTestApp(db, {
    env: {
      OPENLIBRARY_BASE_URL: catalogues.url,
      GOOGLE_BOOKS_BASE_URL: catalogues.url,
      UPLOAD_DIR: uploads,
      ...env,
    },
  });
  const librarian = await createTestUser(db, 'librarian');
  return { app, db, uploads, cookie: await signIn(app, librarian.email, librarian.password) };
}

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  catalogues = await startFakeCatalogues();
  openai = await startFakeOpenAI();
  withAi = await startApp({
    OPENAI_BASE_URL: `${openai.url}/v1`,
    OPENAI_API_KEY: 'sk-test-key',
    // The fake answers at once; a short limit would only measure how busy the machine is.
    OPENAI_TIMEOUT_MS: '20000',
  });
  offline = await startApp({});
}, 60_000);
afterAll(async () => {
  await withAi.app.close();
  await offline.app.close();
  await openai.close();
  await catalogues.close();
  await t.destroy();
});

function scan(target: Running, images: string[]) {
  return target.app.inject({
    method: 'POST',
    url: '/api/inventory/process-scan',
    headers: { cookie: target.cookie },
    payload: { scanType: 'image', images },
  });
}

/** A scan that should succeed; on a failure the message carries what the server recorded. */
async function scanOk(target: Running, images: string[]) {
  const res = await scan(target, images);
  if (res.statusCode !== 200) {
    const last = await t.db
      .selectFrom('scanHistory')
      .select(['errorMessage', 'scanData'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect.fail(`scan answered ${res.statusCode} ${res.body}; recorded: ${JSON.stringify(last)}`);
  }
  return res;
}

interface Job {
  id: string;
  state: string;
  done: number;
  total: number;
}

/**
 * A photo scan no barcode explains: answered at once with the copy at its defaults and the job
 * reading it; then the job runs, counting photos, and the copy is filled in.
 */
async function readScan(target: Running, images: string[]) {
  const answer = (await scanOk(target, images)).json();
  expect(answer).toMatchObject({
    title: 'Unknown Title',
    author: 'Unknown Author',
    status: 'AWAITING_REVIEW',
    job: { kind: 'inventory.read-cover', state: 'queued', done: 0, total: answer.imageUrls.length },
  });
  const get = (url: string) =>
    target.app.inject({ method: 'GET', url, headers: { cookie: target.cookie } });
  let job = answer.job as Job;
  for (let i = 0; i < 1200 && job.state !== 'completed' && job.state !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    job = (await get(`/api/jobs/${job.id}`)).json();
  }
  expect(job).toMatchObject({ state: 'completed', done: job.total });
  const item = (await get(`/api/inventory/${answer.id}`)).json();
  expect(item.sku).toBe(answer.sku);
  return item;
}

const storedFiles = async (dir: string) =>
  (await readdir(path.join(dir, 'scans')).catch(() => [] as string[])).filter(
    (f) => !f.startsWith('.'),
  );
const countCopies = () => countRows(t.db, 'bookInventory');

describe('refusing photos that are not what they claim', () => {
  it('refuses a text file sent as image/png, naming the photo, and stores nothing', async () => {
    const good = toDataUrl(await plainCover('jpeg'), 'image/jpeg');
    const fake = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    const before = await countCopies();
    const res = await scan(withAi, [good, fake]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ appCode: 'INVALID_IMAGE' });
    expect(res.json().message).toContain('2');
    expect(await countCopies()).toBe(before);
    expect(await storedFiles(withAi.uploads)).toEqual([]);
    expect(openai.requests).toHaveLength(0);
    const history = await t.db
      .selectFrom('scanHistory')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ scanType: 'image', success: false });
    expect(history.scanData).toMatchObject({ imageCount: 2, errorCode: 'INVALID_IMAGE' });
  });

  it('refuses more than five photos, none at all, and one over 8 MB', async () => {
    const one = toDataUrl(await plainCover('png'), 'image/png');
    const six = await scan(
      withAi,
      Array.from({ length: 6 }, () => one),
    );
    expect(six.json().appCode).toBe('TOO_MANY_IMAGES');
    const none = await scan(withAi, []);
    expect(none.json().appCode).toBe('IMAGES_REQUIRED');
    const huge = `data:image/jpeg;base64,${Buffer.alloc(8 * 1024 * 1024 + 1, 0xff).toString('base64')}`;
    const big = await scan(withAi, [huge]);
    expect(big.statusCode).toBe(413);
    expect(big.json().appCode).toBe('IMAGE_TOO_LARGE');
    expect(await storedFiles(withAi.uploads)).toEqual([]);
  });
});

describe('a barcode in the photo', () => {
  it('takes the ISBN path, keeps the photo without its EXIF, and serves it to staff only', async () => {
    const photo = await sharp(await coverWithBarcode(FAKE_ISBNS.twilight, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'GPS 9.66N 80.02E' } })
      .jpeg()
      .toBuffer();
    const res = await scanOk(withAi, [toDataUrl(photo, 'image/jpeg')]);
    const item = res.json();
    expect(item).toMatchObject({
      isbn: FAKE_ISBNS.twilight,
      sourceMethod: 'ISBN_SCAN',
      title: expect.stringContaining('Twilight'),
    });
    expect(item.metadata.barcodeInPhoto).toBe(true);
    expect(item.job).toBeNull(); // a catalogue knew it: nothing left to read
    expect(openai.requests).toHaveLength(0);
    expect(item.imageUrls).toEqual([
      expect.stringMatching(/^\/api\/inventory\/images\/[a-f0-9]{64}\.webp$/),
    ]);

    const file = await withAi.app.inject({
      method: 'GET',
      url: item.imageUrls[0],
      headers: { cookie: withAi.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    const [stored] = await storedFiles(withAi.uploads);
    expect(
      (await readFile(path.join(withAi.uploads, 'scans', stored!))).equals(file.rawPayload),
    ).toBe(true);
    const anonymous = await withAi.app.inject({ method: 'GET', url: item.imageUrls[0] });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reading a cover with the AI', () => {
  it('sends the photos to the model and saves its reading for review, with provenance', async () => {
    openai.requests.length = 0;
    openai.setReply('fixture');
    const cover = await plainCover('webp');
    const item = await readScan(withAi, [
      toDataUrl(cover, 'image/webp'),
      toDataUrl(cover, 'image/webp'),
    ]);
    expect(item).toMatchObject({
      title: 'திருக்குறள்',
      author: 'திருவள்ளுவர்',
      language: 'ta',
      sourceMethod: 'OCR_AI',
      status: 'AWAITING_REVIEW',
      sku: expect.stringMatching(/^JPL-U\d{8}-\d{3}$/),
    });
    expect(item.metadata.provenance).toMatchObject({ title: 'ai', author: 'ai' });
    expect(item.metadata.reading).toMatchObject({ engine: 'ai', fallbackReason: null });
    expect(item.imageUrls).toHaveLength(1); // the same photo twice is stored once
    expect(openai.requests).toHaveLength(1);
    const sent = JSON.stringify(openai.requests[0]!.body);
    expect(sent).toContain('data:image/webp;base64,');
  });

  it('falls back to offline OCR when the model fails, and says so', async () => {
    openai.setReply('http-500');
    const cover = await renderCoverText({
      script: 'latin',
      lines: [
        { text: 'The Wind in the Willows', size: 88 },
        { text: 'by Kenneth Grahame', size: 48 },
      ],
    });
    const item = await readScan(withAi, [toDataUrl(cover, 'image/png')]);
    expect(item.metadata.reading).toMatchObject({ engine: 'ocr', fallbackReason: 'ai_http_500' });
    expect(item.title).toContain('Wind in the Willows');
    expect(item.metadata.provenance.title).toBe('ocr');
    openai.setReply('fixture');
  }, 120_000);
});

describe('reading a cover offline (no AI key)', () => {
  const covers = [
    ['English', 'latin', 'Jaffna Public Library', 'by Anonymous Readers', 'en'],
    ['Tamil', 'tamil', 'திருக்குறள்', 'திருவள்ளுவர்', 'ta'],
    ['Sinhala', 'sinhala', 'මඩොල් දූව', 'මාර්ටින් වික්‍රමසිංහ', 'si'],
  ] as const;
  it.each(covers)(
    'reads a %s cover into rawOcrText and proposes its title and author',
    async (_name, script, title, author, language) => {
      const cover = await renderCoverText({
        script,
        lines: [
          { text: title, size: 96 },
          { text: author, size: 52 },
        ],
        format: 'jpeg',
      });
      const item = await readScan(offline, [toDataUrl(cover, 'image/jpeg')]);
      expect(item.metadata.reading).toMatchObject({
        engine: 'ocr',
        fallbackReason: 'ai_not_configured',
      });
      expect(item.sourceMethod).toBe('OCR_AI');
      expect(item.title).toBe(title);
      expect(item.language).toBe(language);
      expect(item.rawOcrText).toContain(title);
    },
    120_000,
  );
});
