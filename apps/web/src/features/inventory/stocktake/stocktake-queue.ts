import { deviceQueue, useDeviceQueue } from '../../../lib/device-queue';
import { STORES } from '../../../lib/idb';

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

function isQueued(value: unknown): value is QueuedStocktakeScan {
  const scan = value as Partial<QueuedStocktakeScan> | null;
  return (
    typeof scan?.clientScanId === 'string' &&
    typeof scan.owner === 'string' &&
    typeof scan.code === 'string' &&
    typeof scan.stocktakeId === 'number'
  );
}

const queue = deviceQueue({
  store: STORES.stocktakeScans.name,
  lock: 'library:stocktake-scans',
  isItem: isQueued,
  compare: (a, b) => a.scannedAt.localeCompare(b.scannedAt),
});

/** `owner`'s scans waiting on this device, oldest first. */
export const readStocktakeQueue = queue.read;
export const queueStocktakeScan = queue.put;
export const removeStocktakeScan = queue.remove;
export const isStillQueued = queue.has;
/** Runs `send` in one tab at a time, so two tabs never send the same scan at once. */
export const withStocktakeLock = queue.withLock;

/** `owner`'s waiting scans, read again when the queue changes in this tab or another. */
export function useStocktakeQueue(owner: string | null): QueuedStocktakeScan[] {
  return useDeviceQueue(queue, owner);
}
