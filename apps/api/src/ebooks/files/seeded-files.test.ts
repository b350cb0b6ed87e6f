import { ebookFilename } from '@app/api-contract';
import { parse as parseDisposition } from 'content-disposition';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing';
import { FORMATS } from './formats';
import { fakeEbookFile, startFakeHost, type FakeHost } from '@app/testing/ebook-files';

let t: TestDatabase;
let app: FastifyInstance;
let fake: FakeHost;
let uploadDir: string;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  fake = await startFakeHost({}, { fallback: fakeEbookFile });
  uploadDir = mkdtempSync(path.join(tmpdir(), 'jpl-seeded-files-'));
  app = await buildTestApp(t.db, {
    env: { UPLOAD_DIR: uploadDir, EBOOK_REMOTE_BASE_URL: fake.url },
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await t.destroy();
  await rm(uploadDir, { recursive: true, force: true });
});

it('opens every seeded e-book through the proxy (the fake hosts stand in for the real ones)', async () => {
  const ebooks = await t.db
    .selectFrom('ebooks')
    .select(['id', 'title', 'fileUrl', 'fileFormat'])
    .where('isActive', '=', true)
    .execute();
  expect(ebooks.length).toBeGreaterThan(5);
  for (const ebook of ebooks) {
    // A reader each: one client may have ten files fetched from their hosts in ten minutes.
    const res = await app.inject({
      method: 'GET',
      url: `/api/ebooks/${ebook.id}/file?download=1`,
      remoteAddress: `198.51.100.${ebook.id}`,
    });
    expect(res.statusCode, ebook.fileUrl).toBe(200);
    expect(res.headers['content-type'], ebook.fileUrl).toBe(FORMATS[ebook.fileFormat].contentType);
    // Names with letters beyond Latin-1 travel in filename*, plain ones in filename.
    const header = String(res.headers['content-disposition']);
    const filename = parseDisposition(header).parameters.filename;
    expect(filename, header).toBe(ebookFilename(ebook.title, FORMATS[ebook.fileFormat].extension));
  }
});
