import { useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';

/** An ISBN scan the server has not acknowledged yet because the connection was lost. */
export interface PendingScan {
  clientScanId: string;
  isbn: string;
  scanType: 'barcode' | 'manual';
  queuedAt: string;
}

const KEY = 'scanner.pendingScans';
const CHANGED = 'library:pending-scans-changed';

function parse(raw: string | null): PendingScan[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value.filter(
          (s): s is PendingScan =>
            typeof s?.clientScanId === 'string' && typeof s?.isbn === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

let cachedRaw: string | null = null;
let cached: PendingScan[] = [];

/** The queue as stored in this browser (survives a reload, a crash or a flat battery). */
export function readPendingScans(): PendingScan[] {
  const raw = storage.get(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(scans: PendingScan[]) {
  if (scans.length) storage.set(KEY, JSON.stringify(scans));
  else storage.remove(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

export function queueScan(scan: PendingScan): void {
  const rest = readPendingScans().filter((s) => s.clientScanId !== scan.clientScanId);
  write([...rest, scan]);
}

export function removePendingScan(clientScanId: string): void {
  write(readPendingScans().filter((s) => s.clientScanId !== clientScanId));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The waiting scans, re-rendering when the queue changes (in this tab or another). */
export function usePendingScans(): PendingScan[] {
  return useSyncExternalStore(subscribe, readPendingScans, () => []);
}
