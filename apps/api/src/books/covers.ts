import type { CoverService } from '@app/api-contract';
import { loadSharp } from '../sharp';
import { createWebpStore, type WebpShelf } from '../inventory/image-store';
import { fetchRemoteBytes, type RemoteFetchOptions } from '../ebooks/files/remote-fetch';
import type { FileStorage } from '../storage/storage';

/** Where the covers' URLs point; public, like the titles they belong to (rest/books.ts). */
export const COVER_URL_PREFIX = '/api/books/covers/';
/** A cover larger than this is not a cover. */
const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** Open Library answers a tiny placeholder for some unknown covers; anything this small is one. */
const MIN_COVER_PIXELS = 20;

/** Covers: public, at most 600 px, kept under `covers/` in the storage. */
export const COVER_IMAGES: WebpShelf = {
  folder: 'covers',
  urlPrefix: COVER_URL_PREFIX,
  maxPixels: 600,
};

/**
 * Open Library's cover service (`{baseUrl}/b/isbn/{isbn}-L.jpg?default=false`, which answers
 * 404 for an ISBN it has no cover of). A cover found is decoded (so only an image is ever
 * kept), re-encoded as WebP at most 600 px and stored under `covers/` in the site's storage, served from
 * this site: readers' browsers never ask another host, and a cover stays when the service is
 * away. Every failure (none, unreachable, too slow, not an image) answers null.
 *
 * The service itself is the operator's choice (trusted, like the catalogues); it sends covers
 * on to archive.org's mirrors, and every such hop is judged as an e-book file's is: https on an
 * allow-listed host, public addresses only (remote-fetch.ts).
 */
export function createCoverService(options: {
  baseUrl: string;
  storage: FileStorage;
  timeoutMs: number;
  /** Tests only: the resolver and rules of the hops after the service. */
  remote?: Pick<RemoteFetchOptions, 'resolve' | 'isAllowedAddress' | 'isAllowedUrl'>;
}): CoverService {
  const store = createWebpStore(options.storage, COVER_IMAGES);
  const trustedOrigin = new URL(options.baseUrl).origin;
  return {
    async fetchCover(isbn13) {
      if (!/^\d{13}$/.test(isbn13)) return null;
      const url = new URL(`/b/isbn/${isbn13}-L.jpg`, options.baseUrl);
      url.searchParams.set('default', 'false');
      try {
        const { bytes, contentType } = await fetchRemoteBytes(url.href, {
          ...options.remote,
          maxBytes: MAX_COVER_BYTES,
          timeoutMs: options.timeoutMs,
          maxRedirects: 3,
          trustedOrigin,
          accept: 'image/*',
        });
        if (!contentType?.startsWith('image/')) return null;
        const sharp = await loadSharp();
        const { width = 0, height = 0, format } = await sharp(bytes).metadata();
        if (width < MIN_COVER_PIXELS || height < MIN_COVER_PIXELS) return null;
        const mime =
          format === 'png' ? 'image/png' : format === 'webp' ? 'image/webp' : 'image/jpeg';
        return await store.save({ bytes, mime, width, height });
      } catch {
        return null;
      }
    },
  };
}
