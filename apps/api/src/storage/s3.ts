import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertKey, collect, type FileStorage } from './storage';

export interface S3StorageConfig {
  /** Any S3-compatible endpoint (SeaweedFS, Garage, Ceph, R2…); absent: AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (self-hosted servers want it). */
  forcePathStyle: boolean;
  /** Keys are stored under this folder of the bucket. */
  prefix?: string;
}

type Sdk = typeof S3;

const missing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  ((error as S3ServiceException).$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/**
 * Files in an S3-compatible bucket, so every API process (on any machine) sees the same files.
 * Checksums are sent only where S3 requires them: the SDK's default (a CRC trailer on every
 * upload) is not understood by every S3-compatible server, and the content is verified by our
 * own content hashes anyway.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage & {
  /** Creates the bucket when it does not exist (a fresh server). */
  prepare(): Promise<void>;
  close(): void;
} {
  // The SDK (a few MB of heap and code) is loaded by the first call, and only when files live
  // in a bucket: a site keeping them in a folder never loads it.
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  let client: S3Client | undefined;
  let closed = false;
  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => {
      client = new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      // Closed while the SDK was loading: nothing may keep its connections open.
      if (closed) client.destroy();
      return { sdk, client };
    }));
  const Bucket = config.bucket;
  const base = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  const Key = (key: string) => `${base}${assertKey(key)}`;

  return {
    description: `bucket ${Bucket}${config.endpoint ? ` at ${new URL(config.endpoint).host}` : ''}`,
    async prepare() {
      const { sdk, client } = await open();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!missing(sdk, error)) throw error;
        try {
          await client.send(new sdk.CreateBucketCommand({ Bucket }));
        } catch (creating) {
          // Another replica starting at the same moment made it first: it is there all the same.
          if (
            !(creating instanceof sdk.S3ServiceException) ||
            creating.$metadata.httpStatusCode !== 409
          ) {
            throw creating;
          }
          await client.send(new sdk.HeadBucketCommand({ Bucket }));
        }
      }
    },
    async put(key, source, contentType) {
      const { sdk, client } = await open();
      const body = Buffer.isBuffer(source) ? source : createReadStream(source.path);
      const length = Buffer.isBuffer(source) ? source.length : (await statFile(source.path)).size;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: body,
          ContentLength: length,
          ContentType: contentType,
        }),
      );
    },
    async stat(key) {
      const { sdk, client } = await open();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: Key(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const { sdk, client } = await open();
      const answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: Key(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    async readBuffer(key) {
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: Key(key) }));
        return await collect(answer.Body as Readable);
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list(prefix) {
      const { sdk, client } = await open();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: `${base}${prefix}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(base.length), size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => {
      closed = true;
      client?.destroy();
    },
  };
}
