import { useEffect, useState } from 'react';
import { announceChange, idb, onStoreChange, STORES } from '../../../lib/idb';
import { storage } from '../../../lib/storage';

/** An ISBN scan the server has not acknowledged yet because the connection was lost. */
export interface PendingScan {
  clientScanId: string;
  isbn: string;
  scanType: 'barcode' | 'manual';
  queuedAt: string;
}

const STORE = STORES.pendingScans.name;
/** Where the queue lived before IndexedDB (localStorage); moved over on first read. */
const LEGACY_KEY = 'scanner.pendingScans';

function isPendingScan(value: unknown): value is PendingScan {
  const s = value as Partial<PendingScan> | null;
  return typeof s?.clientScanId === 'string' && typeof s?.isbn === 'string';
}

async function moveLegacyQueue(): Promise<void> {
  const raw = storage.get(LEGACY_KEY);
  if (!raw) return;
  let scans: unknown[];
  try {
    const value: unknown = JSON.parse(raw);
    scans = Array.isArray(value) ? value : [];
  } catch {
    scans = [];
  }
  for (const scan of scans.filter(isPendingScan)) await idb.put(STORE, scan);
  storage.remove(LEGACY_KEY);
}

/**
 * The queue as stored on this device, oldest first. IndexedDB: it survives a closed tab, a
 * restarted phone and a flat battery, and every tab of the site sees the same queue.
 */
export async function readPendingScans(): Promise<PendingScan[]> {
  await moveLegacyQueue();
  const scans = await idb.all<PendingScan>(STORE);
  return scans.filter(isPendingScan).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function queueScan(scan: PendingScan): Promise<void> {
  await idb.put(STORE, scan);
  announceChange(STORE);
}

export async function removePendingScan(clientScanId: string): Promise<void> {
  await idb.delete(STORE, clientScanId);
  announceChange(STORE);
}

/** Whether the scan is still waiting (another tab may have sent it meanwhile). */
export async function isPending(clientScanId: string): Promise<boolean> {
  return (await idb.get<PendingScan>(STORE, clientScanId)) !== undefined;
}

/** The waiting scans, re-rendering when the queue changes (in this tab or another). */
export function usePendingScans(): PendingScan[] {
  const [scans, setScans] = useState<PendingScan[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readPendingScans().then(
        (list) => live && setScans(list),
        () => live && setScans([]),
      );
    read();
    const stop = onStoreChange(STORE, read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return scans;
}

/**
 * Runs `send` in one tab at a time (the Web Locks API); a tab that finds another already
 * sending skips its turn, so two tabs coming back online never send the queue twice.
 */
export async function withSendingLock(send: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return send();
  await navigator.locks.request('library:pending-scans', { ifAvailable: true }, async (lock) => {
    if (lock) await send();
  });
}
