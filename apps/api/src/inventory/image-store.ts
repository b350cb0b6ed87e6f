import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckedImage, ImageStore } from '@app/api-contract';
import sharp from 'sharp';

/** Where the photos' URLs point; served to staff only (rest/inventory.ts). */
export const SCAN_IMAGE_URL_PREFIX = '/api/inventory/images/';
/** The name of every file a WebP store writes: the SHA-256 of its content. */
export const STORED_WEBP_NAME = /^[a-f0-9]{64}\.webp$/;

/**
 * A folder of images re-encoded as WebP at most `maxPixels` wide and high. The re-encode drops
 * EXIF, so a phone's GPS position never leaves the library. Files are named by content hash:
 * the same image saved twice is stored once. Written to a temporary name and renamed, so a
 * crash never leaves half a file behind a URL; each save has its own temporary name, because
 * two saves of one image run side by side (the same photo sent twice).
 */
export function createWebpStore(options: {
  directory: string;
  urlPrefix: string;
  maxPixels: number;
}): ImageStore & { directory: string } {
  const { directory, urlPrefix, maxPixels } = options;
  return {
    directory,
    async save(image: CheckedImage) {
      const webp = await sharp(image.bytes)
        .rotate()
        .resize({ width: maxPixels, height: maxPixels, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
      await mkdir(directory, { recursive: true });
      const temporary = path.join(
        directory,
        `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
      );
      await writeFile(temporary, webp);
      await rename(temporary, path.join(directory, name));
      return `${urlPrefix}${name}`;
    },
  };
}

/** Scan photos under `UPLOAD_DIR/scans`, at most 2000 px. */
export function createImageStore(uploadDir: string): ImageStore & { directory: string } {
  return createWebpStore({
    directory: path.join(uploadDir, 'scans'),
    urlPrefix: SCAN_IMAGE_URL_PREFIX,
    maxPixels: 2000,
  });
}
