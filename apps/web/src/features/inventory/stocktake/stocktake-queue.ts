import { useEffect, useState } from 'react';
import { announceChange, idb, onStoreChange, STORES } from '../../../lib/idb';

/**
 * A code read at the shelves, kept on this device until the server has answered it (decision
 * 0045): sent at once when there is a connection, in order when it returns. Like the desk's
 * scans (decision 0024), each belongs to the staff account that scanned it.
 */
export interface QueuedStocktakeScan {
  /** The device's id for the scan: the server counts it once however often it is sent. */
  clientScanId: string;
  stocktakeId: number;
  code: string;
  owner: string;
  /** When it was scanned (ISO), sent with it. */
  scannedAt: string;
}

const STORE = STORES.stocktakeScans.name;

function isQueued(value: unknown): value is QueuedStocktakeScan {
  const scan = value as Partial<QueuedStocktakeScan> | null;
  return (
    typeof scan?.clientScanId === 'string' &&
    typeof scan.owner === 'string' &&
    typeof scan.code === 'string' &&
    typeof scan.stocktakeId === 'number'
  );
}

/** `owner`'s scans waiting on this device, oldest first. */
export async function readStocktakeQueue(owner: string): Promise<QueuedStocktakeScan[]> {
  const scans = await idb.all<QueuedStocktakeScan>(STORE);
  return scans
    .filter(isQueued)
    .filter((scan) => scan.owner === owner)
    .sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function queueStocktakeScan(scan: QueuedStocktakeScan): Promise<void> {
  await idb.put(STORE, scan);
  announceChange(STORE);
}

export async function removeStocktakeScan(clientScanId: string): Promise<void> {
  await idb.delete(STORE, clientScanId);
  announceChange(STORE);
}

export async function isStillQueued(clientScanId: string): Promise<boolean> {
  return (await idb.get<QueuedStocktakeScan>(STORE, clientScanId)) !== undefined;
}

/** `owner`'s waiting scans, read again when the queue changes in this tab or another. */
export function useStocktakeQueue(owner: string | null): QueuedStocktakeScan[] {
  const [read, setRead] = useState<{ owner: string; scans: QueuedStocktakeScan[] } | null>(null);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    const load = () =>
      void readStocktakeQueue(owner).then(
        (scans) => live && setRead({ owner, scans }),
        () => live && setRead({ owner, scans: [] }),
      );
    load();
    const stop = onStoreChange(STORE, load);
    return () => {
      live = false;
      stop();
    };
  }, [owner]);
  return read && read.owner === owner ? read.scans : [];
}

/** Runs `send` in one tab at a time, so two tabs never send the same scan at once. */
export async function withStocktakeLock(send: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return send();
  await navigator.locks.request('library:stocktake-scans', () => send());
}
