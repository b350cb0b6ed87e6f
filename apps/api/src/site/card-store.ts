import type { Ebook } from '@app/db';
import type { FileStorage } from '../storage/storage';
import { renderEbookCard } from './card-image';

/** Changes when the card's drawing changes, so every card is drawn again once. */
const DESIGN = 1;

/** Where one version of an e-book's card is kept: its id and the moment it last changed. */
const keyOf = (ebook: Ebook) => `${folderOf(ebook)}${ebook.updatedAt.getTime()}-v${DESIGN}.png`;
/** One folder per e-book (a prefix that is also a folder, for both kinds of storage). */
const folderOf = (ebook: Ebook) => `cards/${ebook.id}/`;

/**
 * E-books' preview cards, each version drawn once (80–90 ms of a core) and kept in the site's
 * storage, so every process, and every restart, serves it from there. A keeping in memory (an
 * LRU) was defeated by a client asking for more e-books' cards than it held, in turn: every
 * request drew again. Requests that arrive while a card is being drawn wait for that drawing.
 */
export function createCardStore(storage: FileStorage) {
  const drawing = new Map<string, Promise<Buffer>>();

  const draw = async (ebook: Ebook, key: string): Promise<Buffer> => {
    const card = await renderEbookCard(ebook);
    await storage.put(key, card, 'image/png');
    // The e-book's earlier versions will not be asked for again.
    for await (const { key: older } of storage.list(folderOf(ebook))) {
      if (older !== key) await storage.delete(older);
    }
    return card;
  };

  return {
    async card(ebook: Ebook): Promise<Buffer> {
      const key = keyOf(ebook);
      const kept = await storage.readBuffer(key);
      if (kept) return kept;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(ebook, key).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    },
  };
}
