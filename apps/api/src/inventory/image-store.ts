import { createHash } from 'node:crypto';
import type { CheckedImage, ImageStore } from '@app/api-contract';
import sharp from 'sharp';
import type { FileStorage } from '../storage/storage';

/** Where the photos' URLs point; served to staff only (rest/inventory.ts). */
export const SCAN_IMAGE_URL_PREFIX = '/api/inventory/images/';
export const SCAN_IMAGE_NAME = /^[a-f0-9]{64}\.webp$/;

/** The storage key of a scan photo's file name. */
export const scanImageKey = (name: string) => `scans/${name}`;

/**
 * Keeps scan photos in the storage under `scans/`, re-encoded as WebP at most 2000 px wide. The
 * re-encode drops EXIF, so a phone's GPS position never leaves the library. Files are named by
 * content hash: the same photo sent twice is stored once. The cover-reading job loads them back
 * from the storage, so whichever process runs it sees the photos.
 */
export function createImageStore(storage: FileStorage): ImageStore {
  return {
    async save(image: CheckedImage) {
      const webp = await sharp(image.bytes)
        .rotate()
        .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
      await storage.put(scanImageKey(name), webp, 'image/webp');
      return `${SCAN_IMAGE_URL_PREFIX}${name}`;
    },
    async load(url: string) {
      const name = url.startsWith(SCAN_IMAGE_URL_PREFIX)
        ? url.slice(SCAN_IMAGE_URL_PREFIX.length)
        : '';
      if (!SCAN_IMAGE_NAME.test(name)) return null;
      const bytes = await storage.readBuffer(scanImageKey(name));
      if (!bytes) return null;
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      return { bytes, mime: 'image/webp', width, height };
    },
  };
}
