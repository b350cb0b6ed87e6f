import { deviceQueue, useDeviceQueue } from '../../../lib/device-queue';
import { STORES } from '../../../lib/idb';

/**
 * A lend or a return the desk scanned, kept on this device until the server has answered it:
 * sent at once when there is a connection, and in order when it returns (decision 0024).
 */
export interface QueuedDeskScan {
  /** The desk's id for the scan: the server applies it once however often it is sent. */
  clientId: string;
  kind: 'lend' | 'return';
  sku: string;
  /** The borrower of a lend (null for a return). */
  memberNumber: string | null;
  /**
   * The staff account that scanned it. Only that account sends it: after a sign-out the next
   * person at the device neither sees nor sends it.
   */
  owner: string;
  /**
   * When it was scanned (ISO), sent with it as its time (`scannedAt`), and its place among
   * scans of the same millisecond.
   */
  queuedAt: string;
  order: number;
}

let sequence = 0;

function isQueuedDeskScan(value: unknown): value is QueuedDeskScan {
  const scan = value as Partial<QueuedDeskScan> | null;
  return (
    typeof scan?.clientId === 'string' &&
    typeof scan.owner === 'string' &&
    typeof scan.sku === 'string' &&
    (scan.kind === 'lend' || scan.kind === 'return')
  );
}

/** A new scan of `owner`'s, made at `now`, in the order it was made. */
export function deskScan(
  fields: Pick<QueuedDeskScan, 'clientId' | 'kind' | 'sku' | 'memberNumber' | 'owner'>,
  now = new Date(),
): QueuedDeskScan {
  return {
    ...fields,
    queuedAt: now.toISOString(),
    order: now.getTime() * 1000 + (sequence++ % 1000),
  };
}

const queue = deviceQueue({
  store: STORES.deskScans.name,
  lock: 'library:desk-scans',
  isItem: isQueuedDeskScan,
  compare: (a, b) => a.order - b.order,
});

/** `owner`'s scans waiting on this device, oldest first (another account's are never read). */
export const readDeskQueue = queue.read;
export const queueDeskScan = queue.put;
export const removeDeskScan = queue.remove;
/** Whether the scan still waits (another tab of the same desk may have sent it meanwhile). */
export const isWaiting = queue.has;
/** Runs `send` while holding the desk's lock: two tabs of the desk never send a scan twice. */
export const withDeskLock = queue.withLock;

/** `owner`'s waiting scans, re-read when the queue changes in this tab or another. */
export function useDeskQueue(owner: string | null): QueuedDeskScan[] {
  return useDeviceQueue(queue, owner);
}
