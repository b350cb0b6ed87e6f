/**
 * The site's IndexedDB: what must outlive a closed tab or a restarted phone (the scanner's and
 * the desk's scans waiting for a connection, the list of books kept for offline reading). A few promise helpers over the
 * plain API; nothing here throws synchronously, and a browser without IndexedDB (private mode
 * in some) gets rejections the callers turn into "not kept".
 */

const NAME = 'jaffna-library';
// 2: the desk's scans waiting for a connection (a store is added when a newer version opens);
// 3: the stocktake's.
const VERSION = 3;
export const STORES = {
  pendingScans: { name: 'pending-scans', keyPath: 'clientScanId' },
  offlineBooks: { name: 'offline-books', keyPath: 'id' },
  deskScans: { name: 'desk-scans', keyPath: 'clientId' },
  stocktakeScans: { name: 'stocktake-scans', keyPath: 'clientScanId' },
} as const;
export type StoreName = (typeof STORES)[keyof typeof STORES]['name'];

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      for (const store of Object.values(STORES)) {
        if (!request.result.objectStoreNames.contains(store.name)) {
          request.result.createObjectStore(store.name, { keyPath: store.keyPath });
        }
      }
    };
    request.onsuccess = () => {
      // Another tab opening a newer version asks this one to let go.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done<T>(request: IDBRequest<T>, transaction: IDBTransaction): Promise<T> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });
}

async function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  const transaction = db.transaction(store, mode);
  return done(act(transaction.objectStore(store)), transaction);
}

export const idb = {
  all: <T>(store: StoreName) => run<T[]>(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>),
  get: <T>(store: StoreName, key: IDBValidKey) =>
    run<T | undefined>(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
  put: (store: StoreName, value: unknown) => run(store, 'readwrite', (s) => s.put(value)),
  delete: (store: StoreName, key: IDBValidKey) => run(store, 'readwrite', (s) => s.delete(key)),
};

/**
 * Tells this tab and the others that a store changed (BroadcastChannel reaches other tabs, the
 * window event this one), so screens showing it read it again.
 */
export function announceChange(store: StoreName): void {
  window.dispatchEvent(new CustomEvent('library:idb-changed', { detail: store }));
  try {
    const channel = new BroadcastChannel('library:idb');
    channel.postMessage(store);
    channel.close();
  } catch {
    // No BroadcastChannel: other tabs see the change when they next read.
  }
}

/** Calls `onChange` when `store` changes in this tab or another; returns the unsubscribe. */
export function onStoreChange(store: StoreName, onChange: () => void): () => void {
  const local = (event: Event) => {
    if ((event as CustomEvent<string>).detail === store) onChange();
  };
  window.addEventListener('library:idb-changed', local);
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel('library:idb');
    channel.onmessage = (event: MessageEvent<string>) => {
      if (event.data === store) onChange();
    };
  } catch {
    channel = null;
  }
  return () => {
    window.removeEventListener('library:idb-changed', local);
    channel?.close();
  };
}
