import { useEffect, useState } from 'react';
import { announceChange, idb, onStoreChange, type StoreName } from './idb';

/**
 * Scans kept on this device until the server has answered them (the desk's lends and returns,
 * decision 0024; the stocktake's codes, decision 0045): each belongs to the staff account that
 * scanned it, so after a sign-out the next person at the device neither sees nor sends it, and
 * one tab at a time sends them.
 */
export interface DeviceQueue<T extends { owner: string }> {
  /** `owner`'s waiting items, in the order they were made (another account's are never read). */
  read(owner: string): Promise<T[]>;
  put(item: T): Promise<void>;
  remove(key: string): Promise<void>;
  /** Whether an item still waits (another tab of the same account may have sent it meanwhile). */
  has(key: string): Promise<boolean>;
  /**
   * Runs `send` while holding the queue's lock (the Web Locks API): two tabs send one after
   * the other, each skipping what the other has sent, never the same item at once.
   */
  withLock(send: () => Promise<void>): Promise<void>;
  readonly store: StoreName;
}

export function deviceQueue<T extends { owner: string }>(options: {
  store: StoreName;
  /** The Web Locks name the sending tab holds. */
  lock: string;
  /** Whether a stored value is one of these items (an older build's may not be). */
  isItem: (value: unknown) => value is T;
  /** Their order: oldest first. */
  compare: (a: T, b: T) => number;
}): DeviceQueue<T> {
  const { store, lock, isItem, compare } = options;
  return {
    store,
    async read(owner) {
      const items = await idb.all<T>(store);
      return items
        .filter(isItem)
        .filter((item) => item.owner === owner)
        .sort(compare);
    },
    async put(item) {
      await idb.put(store, item);
      announceChange(store);
    },
    async remove(key) {
      await idb.delete(store, key);
      announceChange(store);
    },
    async has(key) {
      return (await idb.get<T>(store, key)) !== undefined;
    },
    async withLock(send) {
      if (!navigator.locks) return send();
      await navigator.locks.request(lock, () => send());
    },
  };
}

/** `owner`'s waiting items, read again when the queue changes in this tab or another. */
export function useDeviceQueue<T extends { owner: string }>(
  queue: DeviceQueue<T>,
  owner: string | null,
): T[] {
  // Kept with the owner they were read for: another account's list is never shown.
  const [read, setRead] = useState<{ owner: string; items: T[] } | null>(null);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    const load = () =>
      void queue.read(owner).then(
        (items) => live && setRead({ owner, items }),
        () => live && setRead({ owner, items: [] }),
      );
    load();
    const stop = onStoreChange(queue.store, load);
    return () => {
      live = false;
      stop();
    };
  }, [queue, owner]);
  return read && read.owner === owner ? read.items : [];
}
