import { announceChange, idb, STORES } from '../../lib/idb';
import { fileUrl, type Ebook } from './ebook';

/** A book kept on this device for reading without a connection. */
export interface OfflineBook {
  id: number;
  title: string;
  author: string;
  language: Ebook['language'];
  fileFormat: Ebook['fileFormat'];
  savedAt: string;
}

/**
 * The cache the service worker reads e-book files from when there is no connection
 * (`apps/web/src/sw.ts` names the same cache).
 */
export const EBOOK_FILES_CACHE = 'ebook-files';
const STORE = STORES.offlineBooks.name;

export function listOfflineBooks(): Promise<OfflineBook[]> {
  return idb.all<OfflineBook>(STORE).then(
    (books) => books.sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
    () => [],
  );
}

/**
 * Keeps an opened book for offline reading: its whole file in the cache (unless the service
 * worker already put it there while the reader fetched it) and its name in the list. Resolves
 * false when the browser cannot keep it (no Cache Storage, no room, no connection).
 */
export async function keepOffline(ebook: Ebook): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    const cache = await caches.open(EBOOK_FILES_CACHE);
    const url = fileUrl(ebook.id);
    if (!(await cache.match(url))) {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.status !== 200) return false;
      await cache.put(url, response);
    }
    // Ask the browser not to clear the cache under storage pressure (granted silently or not).
    void navigator.storage?.persist?.().catch(() => false);
    const book: OfflineBook = {
      id: ebook.id,
      title: ebook.title,
      author: ebook.author,
      language: ebook.language,
      fileFormat: ebook.fileFormat,
      savedAt: new Date().toISOString(),
    };
    await idb.put(STORE, book);
    announceChange(STORE);
    return true;
  } catch {
    return false;
  }
}

export async function removeOffline(id: number): Promise<void> {
  try {
    if (typeof caches !== 'undefined') {
      await (await caches.open(EBOOK_FILES_CACHE)).delete(fileUrl(id));
    }
    await idb.delete(STORE, id);
  } finally {
    announceChange(STORE);
  }
}
