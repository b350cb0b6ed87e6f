import type { RouterOutputs } from '@app/api-contract';
import type { ProcessScanInput } from '@app/api-contract/schemas/inventory';
import { tabStorage } from '../../../lib/storage';

export type ScannedCopy = RouterOutputs['inventory']['processScan'];
export type ScanType = ProcessScanInput['scanType'];

/**
 * The last copy saved from this screen, and how it was scanned: only what the saved banner
 * shows, all of it plain JSON, so the tab can keep it through a reload.
 */
export interface SavedScan {
  copy: Pick<
    ScannedCopy,
    'id' | 'title' | 'author' | 'sku' | 'copyNumber' | 'lookupSource' | 'lookupReason' | 'job'
  >;
  scanType: ScanType;
}

/** sessionStorage key: this tab's last saved scan (a reload mid-reading keeps following it). */
export const SAVED_SCAN_KEY = 'scanner.saved';

const SCAN_TYPES: readonly ScanType[] = ['barcode', 'manual', 'image'];

/** What the banner needs of a scan's answer. */
export function savedScanOf(copy: ScannedCopy, scanType: ScanType): SavedScan {
  const { id, title, author, sku, copyNumber, lookupSource, lookupReason, job } = copy;
  return {
    copy: { id, title, author, sku, copyNumber, lookupSource, lookupReason, job },
    scanType,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';
const numberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isJob(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.state === 'string' &&
    typeof value.done === 'number' &&
    typeof value.total === 'number'
  );
}

/**
 * The scan this tab kept, or null. Anything that is not the shape this version writes (an older
 * version's, a hand-edited one) is dropped rather than shown half.
 */
export function parseSavedScan(raw: string | null): SavedScan | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.copy)) return null;
  const { copy, scanType } = value;
  const valid =
    SCAN_TYPES.includes(scanType as ScanType) &&
    typeof copy.id === 'number' &&
    typeof copy.title === 'string' &&
    typeof copy.sku === 'string' &&
    stringOrNull(copy.author) &&
    numberOrNull(copy.copyNumber) &&
    stringOrNull(copy.lookupSource) &&
    stringOrNull(copy.lookupReason) &&
    isJob(copy.job);
  return valid ? (value as unknown as SavedScan) : null;
}

export const readSavedScan = (): SavedScan | null => parseSavedScan(tabStorage.get(SAVED_SCAN_KEY));

export function keepSavedScan(saved: SavedScan | null): void {
  if (saved) tabStorage.set(SAVED_SCAN_KEY, JSON.stringify(saved));
  else tabStorage.remove(SAVED_SCAN_KEY);
}
