import type { Config } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

export interface OpenedStorage extends FileStorage {
  /** Makes the storage ready (creates a missing bucket). */
  prepare(): Promise<void>;
  close(): void;
}

/** The storage the configuration names: UPLOAD_DIR, or an S3-compatible bucket. */
export function createStorage(config: Config): OpenedStorage {
  if (config.STORAGE === 's3') {
    return createS3Storage({
      endpoint: config.STORAGE_S3_ENDPOINT,
      region: config.STORAGE_S3_REGION,
      bucket: config.STORAGE_S3_BUCKET!,
      accessKeyId: config.STORAGE_S3_ACCESS_KEY_ID!,
      secretAccessKey: config.STORAGE_S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
      prefix: config.STORAGE_S3_PREFIX,
    });
  }
  return { ...createLocalStorage(config.UPLOAD_DIR), prepare: async () => {}, close: () => {} };
}
