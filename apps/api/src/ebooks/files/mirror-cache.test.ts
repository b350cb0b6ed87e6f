import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local';
import { createMirrorCache } from './mirror-cache';
import { RemoteFetchError } from './remote-fetch';
import { makeEpub, makePdf, startFakeHost } from '@app/testing/ebook-files';

const epub = makeEpub();
const pdf = makePdf(2);
const fake = await startFakeHost({
  '/www.gutenberg.org/ebooks/84.epub3.images': {
    // Hosts often label files vaguely; the content decides.
    headers: { 'content-type': 'application/octet-stream' },
    body: epub,
  },
  '/www.projectmadurai.org/pm_etexts/pdf/pm0001.pdf': { body: pdf, dribbleMs: 5 },
  '/www.gutenberg.org/big.txt': { body: Buffer.alloc(5000, 65) },
  '/www.gutenberg.org/slow.txt': { body: Buffer.alloc(4000, 65), dribbleMs: 50 },
  '/www.gutenberg.org/robot.html': {
    headers: { 'content-type': 'text/html' },
    body: '<!DOCTYPE html><html><body>Are you a robot?</body></html>',
  },
});
let uploadDir: string;

function cache(overrides: { maxBytes?: number; timeoutMs?: number } = {}) {
  return createMirrorCache(createLocalStorage(uploadDir), {
    maxBytes: overrides.maxBytes ?? 1024 * 1024,
    timeoutMs: overrides.timeoutMs ?? 2000,
    baseUrl: fake.url,
  });
}
const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

beforeEach(() => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-mirror-'));
  fake.requests.length = 0;
});
afterAll(() => fake.close());

describe('the mirror of remote e-book files', () => {
  it('keeps a fetched file under mirror/<sha256(url)> with what it is, and reuses it', async () => {
    const url = 'https://www.gutenberg.org/ebooks/84.epub3.images';
    const mirror = cache();
    const first = await mirror.get(url);
    expect(first).toMatchObject({
      key: `mirror/${sha256(url)}`,
      format: 'EPUB',
      contentType: 'application/epub+zip',
      size: epub.length,
      sha256: sha256(epub),
    });
    const stored = path.join(uploadDir, first.key);
    expect(await readFile(stored)).toEqual(epub);
    const meta = JSON.parse(await readFile(`${stored}.json`, 'utf8'));
    expect(meta).toMatchObject({ url, contentType: 'application/epub+zip' });

    // A new cache over the same directory (another process, a restart) finds it too.
    const again = await cache().get(url);
    expect(again.key).toBe(first.key);
    expect(fake.requests).toHaveLength(1);
  });

  it('fetches once for simultaneous requests of the same file', async () => {
    const url = 'https://www.projectmadurai.org/pm_etexts/pdf/pm0001.pdf';
    const mirror = cache();
    const results = await Promise.all([mirror.get(url), mirror.get(url), mirror.get(url)]);
    expect(results.map((r) => r.format)).toEqual(['PDF', 'PDF', 'PDF']);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['an oversized file', 'https://www.gutenberg.org/big.txt', { maxBytes: 4096 }, 'too-large'],
    [
      'a file that arrives too slowly',
      'https://www.gutenberg.org/slow.txt',
      { timeoutMs: 300 },
      'timeout',
    ],
    ['an HTML page instead of a book', 'https://www.gutenberg.org/robot.html', {}, 'not-an-ebook'],
    ['a missing file', 'https://www.gutenberg.org/nothing.epub', {}, 'http-status'],
    ['a host off the allow-list', 'https://example.com/book.epub', {}, 'url-refused'],
  ] as const)('leaves nothing behind after %s', async (_label, url, limits, reason) => {
    const error = await cache(limits)
      .get(url)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteFetchError);
    expect((error as RemoteFetchError).reason).toBe(reason);
    const left = await readdir(path.join(uploadDir, 'mirror')).catch(() => []);
    expect(left).toEqual([]);
    await rm(uploadDir, { recursive: true, force: true });
  });
});
