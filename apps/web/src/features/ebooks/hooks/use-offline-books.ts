import { useCallback, useEffect, useState } from 'react';
import { onStoreChange, STORES } from '../../../lib/idb';
import { listOfflineBooks, removeOffline, type OfflineBook } from '../offline-books';

/** The books kept on this device for offline reading, kept current across tabs. */
export function useOfflineBooks() {
  const [books, setBooks] = useState<OfflineBook[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void listOfflineBooks().then((list) => live && setBooks(list));
    read();
    const stop = onStoreChange(STORES.offlineBooks.name, read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  const has = useCallback((id: number) => books.some((book) => book.id === id), [books]);
  return { books, has, remove: removeOffline };
}
