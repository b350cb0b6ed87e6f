import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { epubUpload } from '../testing/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEpub } from '@app/testing/ebook-files';
import { startFakeS3, type FakeS3 } from '@app/testing/fake-s3';
import { buildTestApp, createTestUser, signIn } from '../testing';

let t: TestDatabase;
let s3: FakeS3;
let one: FastifyInstance;
let other: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  s3 = await startFakeS3();
  // Two apps over one database and one bucket, each with an upload folder of its own: only the
  // bucket can carry a file from one to the other.
  one = await buildTestApp(t.db, { env: s3.env });
  other = await buildTestApp(t.db, { env: s3.env });
  const staff = await createTestUser(t.db, 'librarian');
  cookie = await signIn(one, staff.email, staff.password);
});
afterAll(async () => {
  await one.close();
  await other.close();
  await s3.close();
  await t.destroy();
});

describe('files in S3-compatible storage', () => {
  it('an e-book uploaded through one process is served, by ranges too, by another', async () => {
    const epub = makeEpub();
    const body = epubUpload(epub, 'kural.epub');
    const uploaded = await one.inject({
      method: 'POST',
      url: '/api/ebooks/files',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { fileUrl } = uploaded.json<{ fileUrl: string }>();

    const whole = await other.inject({ url: fileUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(epub);
    const part = await other.inject({ url: fileUrl, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(epub.subarray(0, 4));
    expect(part.headers['content-range']).toBe(`bytes 0-3/${epub.length}`);
  });
});
