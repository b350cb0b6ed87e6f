import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; its API here is the constructor, run() and close().
import S3rver from '@20minutes/s3rver';

/** A running S3-compatible server (s3rver) with one bucket; its files live in a temp folder. */
export interface FakeS3 {
  /** The endpoint (path-style, plain HTTP on loopback). */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The `STORAGE_*` variables that point the site at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free loopback port: it speaks S3's REST API (byte ranges, ListObjectsV2,
 * missing keys as 404), so the real `@aws-sdk/client-s3` talks to it as to SeaweedFS or AWS.
 */
export async function startFakeS3(bucket = 'library-files'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs bucket-level requests (HeadBucket, ListObjectsV2) over `/bucket` while the
    // SDK signs `/bucket/`; object requests match. Signatures are therefore not compared.
    allowMismatchedSignatures: true,
  }) as S3rverInstance;
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    url,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      STORAGE: 's3',
      STORAGE_S3_ENDPOINT: url,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ACCESS_KEY_ID: accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
