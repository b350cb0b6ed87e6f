import { createHash } from 'node:crypto';
import type { CheckedImage, ImageStore } from '@app/api-contract';
import { loadSharp } from '../sharp';
import type { FileStorage } from '../storage/storage';

/** Where the photos' URLs point; served to staff only (rest/inventory.ts). */
export const SCAN_IMAGE_URL_PREFIX = '/api/inventory/images/';
/** The name of every file a WebP store writes: the SHA-256 of its content. */
export const STORED_WEBP_NAME = /^[a-f0-9]{64}\.webp$/;

/** A kind of image the site keeps: its folder in the storage, its URLs, its largest side. */
export interface WebpShelf {
  /** The storage key's folder, `scans` or `covers`. */
  folder: string;
  urlPrefix: string;
  maxPixels: number;
}

/** Scan photos: staff only, at most 2000 px. */
export const SCAN_IMAGES: WebpShelf = {
  folder: 'scans',
  urlPrefix: SCAN_IMAGE_URL_PREFIX,
  maxPixels: 2000,
};

/** The storage key of a file `name` of `shelf` (names are checked against STORED_WEBP_NAME). */
export const storedWebpKey = (shelf: WebpShelf, name: string) => `${shelf.folder}/${name}`;

/**
 * Images kept in the storage, re-encoded as WebP at most `maxPixels` wide and high. The
 * re-encode drops EXIF, so a phone's GPS position never leaves the library. Files are named by
 * content hash: the same image saved twice is stored once, and the storage writes each file
 * whole or not at all. Whichever process runs a job (the cover reading) loads them back from
 * the same storage.
 */
export function createWebpStore(storage: FileStorage, shelf: WebpShelf): ImageStore {
  return {
    async save(image: CheckedImage) {
      const sharp = await loadSharp();
      const webp = await sharp(image.bytes)
        .rotate()
        .resize({
          width: shelf.maxPixels,
          height: shelf.maxPixels,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer();
      const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
      await storage.put(storedWebpKey(shelf, name), webp, 'image/webp');
      return `${shelf.urlPrefix}${name}`;
    },
    async load(url: string) {
      const name = url.startsWith(shelf.urlPrefix) ? url.slice(shelf.urlPrefix.length) : '';
      if (!STORED_WEBP_NAME.test(name)) return null;
      const bytes = await storage.readBuffer(storedWebpKey(shelf, name));
      if (!bytes) return null;
      const sharp = await loadSharp();
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      return { bytes, mime: 'image/webp', width, height };
    },
  };
}

/** Scan photos, kept under `scans/` in the storage. */
export function createImageStore(storage: FileStorage): ImageStore {
  return createWebpStore(storage, SCAN_IMAGES);
}
