import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NewEbook } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart';
import { buildTestApp, createTestUser, insertTestEbook, signIn } from '../../testing';
import {
  makeEpub,
  makePdf,
  makeTxt,
  startFakeHost,
  zip,
  type FakeHost,
} from '@app/testing/ebook-files';

const UPLOAD_MAX = 64 * 1024;
const epub = makeEpub('திருக்குறள்');
const pdf = makePdf(3);
const txt = makeTxt();
const sha256 = (value: Buffer | string) => createHash('sha256').update(value).digest('hex');

let t: TestDatabase;
let app: FastifyInstance;
let fake: FakeHost;
let uploadDir: string;
let staffCookie: string;
let patronCookie: string;

function upload(data: Buffer | string, filename = 'book.bin', cookie = staffCookie) {
  const body = multipart([{ name: 'file', filename, data }]);
  return app.inject({
    method: 'POST',
    url: '/api/ebooks/files',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const addEbook = (fields: Partial<NewEbook>) => insertTestEbook(t.db, fields);

async function storedFiles(sub: string): Promise<string[]> {
  return readdir(path.join(uploadDir, sub)).catch(() => []);
}

beforeAll(async () => {
  t = await createTestDatabase();
  fake = await startFakeHost({
    '/www.gutenberg.org/ebooks/84.epub3.images': { body: epub },
    '/www.projectmadurai.org/pm_etexts/pdf/pm0001.pdf': {
      status: 302,
      headers: { location: 'https://projectmadurai.org/pdf/pm0001.pdf' },
    },
    '/projectmadurai.org/pdf/pm0001.pdf': { body: pdf },
    '/www.gutenberg.org/cache/epub/1342/pg1342.txt': { body: txt },
    '/archive.org/download/x/huge.pdf': { body: Buffer.concat([pdf, Buffer.alloc(200_000)]) },
    '/www.gutenberg.org/leave': { status: 302, headers: { location: 'http://evil.example/' } },
  });
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-ebook-files-'));
  app = await buildTestApp(t.db, {
    env: {
      UPLOAD_DIR: uploadDir,
      EBOOK_REMOTE_BASE_URL: fake.url,
      EBOOK_UPLOAD_MAX_BYTES: String(UPLOAD_MAX),
      EBOOK_PROXY_MAX_BYTES: String(100_000),
    },
  });
  const staff = await createTestUser(t.db, 'librarian');
  const patron = await createTestUser(t.db, 'patron');
  staffCookie = await signIn(app, staff.email, staff.password);
  patronCookie = await signIn(app, patron.email, patron.password);
});
beforeEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await t.destroy();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('POST /api/ebooks/files', () => {
  it.each([
    ['an EPUB', epub, 'EPUB', 'epub'],
    ['a PDF', pdf, 'PDF', 'pdf'],
    ['a text file', txt, 'TXT', 'txt'],
  ] as const)(
    'stores %s under its content hash, whatever it is called',
    async (_l, bytes, format, ext) => {
      // The name and the declared type say nothing true: the content decides.
      const res = await upload(bytes, 'upload.dat');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      const name = `${sha256(bytes)}.${ext}`;
      expect(body).toMatchObject({
        fileUrl: `/api/ebooks/files/${name}`,
        fileFormat: format,
        fileSize: '1 KB',
        filename: 'upload.dat',
      });
      expect(await readFile(path.join(uploadDir, 'ebooks', name))).toEqual(bytes);
    },
  );

  it('reports the page count of a PDF', async () => {
    const res = await upload(pdf, 'kural.pdf');
    expect(res.json().totalPages).toBe(3);
    expect((await upload(epub)).json()).not.toHaveProperty('totalPages');
  });

  it('keeps a Tamil file name readable', async () => {
    const res = await upload(txt, 'திருக்குறள்.txt');
    expect(res.json().filename).toBe('திருக்குறள்.txt');
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>hi</body></html>'],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d494844520000', 'hex')],
    ['a zip that is not an EPUB', zip([{ name: 'a.txt', data: 'hello' }])],
    ['binary data', randomBytes(2048)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415 EBOOK_FILE_TYPE and keeps nothing', async (_label, data) => {
    const before = await storedFiles('ebooks');
    const res = await upload(data, 'book.epub');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      appCode: 'EBOOK_FILE_TYPE',
      message: 'This file is not an EPUB, a PDF or a UTF-8 text file.',
    });
    expect(await storedFiles('ebooks')).toEqual(before);
  });

  it('refuses a file over the size cap with 413 in the reader’s language and keeps nothing', async () => {
    const before = await storedFiles('ebooks');
    const body = multipart([
      { name: 'file', filename: 'big.txt', data: Buffer.alloc(UPLOAD_MAX + 1, 65) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { ...body.headers, cookie: staffCookie, 'accept-language': 'ta' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      appCode: 'EBOOK_FILE_TOO_LARGE',
      message: 'இந்தக் கோப்பு 0.1 MB அளவை விடப் பெரியது. சிறிய கோப்பைப் பதிவேற்றவும்.',
    });
    expect(await storedFiles('ebooks')).toEqual(before);
  });

  it('accepts a file exactly at the cap', async () => {
    const res = await upload(Buffer.alloc(UPLOAD_MAX, 65), 'exact.txt');
    expect(res.statusCode).toBe(201);
  });

  it('asks for a file when the request has none', async () => {
    const noFile = multipart([{ name: 'title', data: 'x' }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { ...noFile.headers, cookie: staffCookie },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().appCode).toBe('EBOOK_FILE_REQUIRED');
    const json = await app.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { cookie: staffCookie },
      payload: { fileUrl: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().appCode).toBe('EBOOK_FILE_REQUIRED');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { cookie: staffCookie, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().appCode).toBe('EBOOK_FILE_REQUIRED');
  });

  it('refuses anyone but staff before reading the body', async () => {
    const before = await storedFiles('ebooks');
    const anonymous = await upload(makeEpub('anonymous'), 'a.epub', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().appCode).toBe('UNAUTHENTICATED');
    const patron = await upload(makeEpub('patron'), 'p.epub', patronCookie);
    expect(patron.statusCode).toBe(403);
    expect(patron.json().appCode).toBe('FORBIDDEN');
    expect(await storedFiles('ebooks')).toEqual(before);
  });

  it('refuses an upload posted from another site', async () => {
    const body = multipart([{ name: 'file', filename: 'a.txt', data: txt }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { ...body.headers, cookie: staffCookie, origin: 'https://evil.example' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().appCode).toBe('ORIGIN_REFUSED');
  });
});

describe('GET /api/ebooks/files/:name', () => {
  it('serves an upload with its type and a cache that never expires', async () => {
    const { fileUrl } = (await upload(pdf)).json();
    const res = await app.inject({ method: 'GET', url: fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toBe(`"${sha256(pdf)}"`);
    expect(res.rawPayload).toEqual(pdf);
    const epubRes = await app.inject({ method: 'GET', url: (await upload(epub)).json().fileUrl });
    expect(epubRes.headers['content-type']).toBe('application/epub+zip');
    const txtRes = await app.inject({ method: 'GET', url: (await upload(txt)).json().fileUrl });
    expect(txtRes.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each([
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fmirror%2Fanything',
    `${'a'.repeat(64)}.exe`,
    `${'A'.repeat(64)}.pdf`,
    `${'a'.repeat(63)}.pdf`,
    'b'.repeat(64) + '.pdf',
    '.',
  ])('answers 404 for %s', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/api/ebooks/files/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().appCode).toBe('NOT_FOUND');
  });
});

describe('GET /api/ebooks/:id/file', () => {
  it('streams an uploaded e-book inline, or as an attachment named by its Tamil title', async () => {
    const { fileUrl } = (await upload(pdf)).json();
    const id = await addEbook({
      title: 'திருக்குறள்',
      fileUrl,
      fileFormat: 'PDF',
      language: 'Tamil',
    });
    const inline = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file` });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-length']).toBe(String(pdf.length));
    expect(inline.headers['accept-ranges']).toBe('bytes');
    expect(inline.headers['cache-control']).toBe('public, no-cache');
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expect(inline.rawPayload).toEqual(pdf);

    const download = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file?download=1` });
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe('திருக்குறள்.pdf');
  });

  it('answers byte ranges (pdf.js reads PDFs in pieces) and conditional requests', async () => {
    const { fileUrl } = (await upload(pdf)).json();
    const id = await addEbook({ title: 'Ranges', fileUrl, fileFormat: 'PDF' });
    const url = `/api/ebooks/${id}/file`;
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${pdf.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload).toEqual(pdf.subarray(0, 100));

    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(pdf.subarray(pdf.length - 10));

    const open = await app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${pdf.length - 5}-` },
    });
    expect(open.rawPayload).toEqual(pdf.subarray(pdf.length - 5));

    const beyond = await app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${pdf.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);

    const etag = String(part.headers['etag']);
    const cached = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const stale = await app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(pdf);

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));
  });

  it('fetches a remote e-book once through the allow-listed proxy, then serves the mirror', async () => {
    const id = await addEbook({
      title: 'Frankenstein',
      fileUrl: 'https://www.gutenberg.org/ebooks/84.epub3.images',
      fileFormat: 'EPUB',
    });
    const first = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file?download=1` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/epub+zip');
    expect(first.headers['content-disposition']).toBe('attachment; filename=Frankenstein.epub');
    expect(first.rawPayload).toEqual(epub);
    const second = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file` });
    expect(second.rawPayload).toEqual(epub);
    expect(fake.requests.map((r) => r.path)).toEqual(['/www.gutenberg.org/ebooks/84.epub3.images']);
    const key = sha256('https://www.gutenberg.org/ebooks/84.epub3.images');
    expect(await storedFiles('mirror')).toEqual(expect.arrayContaining([key, `${key}.json`]));
  });

  it('follows a redirect between allow-listed hosts and serves what the content is', async () => {
    const id = await addEbook({
      title: 'திருக்குறள்',
      fileUrl: 'https://www.projectmadurai.org/pm_etexts/pdf/pm0001.pdf',
      fileFormat: 'PDF',
    });
    const res = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/www.projectmadurai.org/pm_etexts/pdf/pm0001.pdf',
      '/projectmadurai.org/pdf/pm0001.pdf',
    ]);
    const txtId = await addEbook({
      title: 'Pride and Prejudice',
      fileUrl: 'https://www.gutenberg.org/cache/epub/1342/pg1342.txt',
      fileFormat: 'TXT',
    });
    const text = await app.inject({ method: 'GET', url: `/api/ebooks/${txtId}/file` });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe(txt.toString('utf8'));
  });

  it.each([
    ['is too large', 'https://archive.org/download/x/huge.pdf'],
    ['is missing', 'https://www.gutenberg.org/ebooks/404.epub'],
    ['redirects off the allow-list', 'https://www.gutenberg.org/leave'],
  ])('answers 502 EBOOK_FILE_UNAVAILABLE when the remote file %s', async (_label, fileUrl) => {
    const id = await addEbook({ title: 'Unavailable', fileUrl });
    const res = await app.inject({
      method: 'GET',
      url: `/api/ebooks/${id}/file`,
      headers: { 'accept-language': 'si' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      appCode: 'EBOOK_FILE_UNAVAILABLE',
      message:
        'විද්‍යුත් පොතේ ගොනුව එහි මූලාශ්‍රයෙන් මේ මොහොතේ ලබා ගත නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
    });
    expect(await storedFiles('mirror')).not.toContain(sha256(fileUrl));
  });

  it('never fetches a file URL off the allow-list, whatever the record says', async () => {
    const id = await addEbook({
      title: 'Sneaky',
      fileUrl: 'http://169.254.169.254/latest/meta-data',
    });
    const res = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file` });
    expect(res.statusCode).toBe(404);
    expect(fake.requests).toEqual([]);
  });

  it('answers 404 for an inactive, unknown or malformed e-book', async () => {
    const { fileUrl } = (await upload(txt)).json();
    const inactive = await addEbook({ title: 'Hidden', fileUrl, isActive: false });
    for (const id of [String(inactive), '999999', 'abc', '0', '-1', '1e3', '99999999999']) {
      const res = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().appCode).toBe('NOT_FOUND');
    }
  });

  it('answers 404 when an uploaded file has gone from the disk', async () => {
    const id = await addEbook({
      title: 'Gone',
      fileUrl: `/api/ebooks/files/${'c'.repeat(64)}.pdf`,
    });
    const res = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/file` });
    expect(res.statusCode).toBe(404);
  });
});
