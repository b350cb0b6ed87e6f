import { useEffect, useState } from 'react';
import { announceChange, idb, onStoreChange, STORES } from '../../../lib/idb';

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

const STORE = STORES.deskScans.name;
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

/** `owner`'s scans waiting on this device, oldest first (another account's are never read). */
export async function readDeskQueue(owner: string): Promise<QueuedDeskScan[]> {
  const scans = await idb.all<QueuedDeskScan>(STORE);
  return scans
    .filter(isQueuedDeskScan)
    .filter((scan) => scan.owner === owner)
    .sort((a, b) => a.order - b.order);
}

export async function queueDeskScan(scan: QueuedDeskScan): Promise<void> {
  await idb.put(STORE, scan);
  announceChange(STORE);
}

export async function removeDeskScan(clientId: string): Promise<void> {
  await idb.delete(STORE, clientId);
  announceChange(STORE);
}

/** Whether the scan still waits (another tab of the same desk may have sent it meanwhile). */
export async function isWaiting(clientId: string): Promise<boolean> {
  return (await idb.get<QueuedDeskScan>(STORE, clientId)) !== undefined;
}

/** `owner`'s waiting scans, re-read when the queue changes in this tab or another. */
export function useDeskQueue(owner: string | null): QueuedDeskScan[] {
  // Kept with the owner they were read for: another account's list is never shown.
  const [read, setRead] = useState<{ owner: string; scans: QueuedDeskScan[] } | null>(null);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    const load = () =>
      void readDeskQueue(owner).then(
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

/**
 * Runs `send` while holding the desk's lock (the Web Locks API): two tabs of the desk send
 * one after the other, each skipping what the other has sent, never the same scan at once.
 */
export async function withDeskLock(send: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return send();
  await navigator.locks.request('library:desk-scans', () => send());
}
