import { afterEach, describe, expect, it } from 'vitest';
import {
  keepSavedScan,
  parseSavedScan,
  readSavedScan,
  SAVED_SCAN_KEY,
  savedScanOf,
  type SavedScan,
  type ScannedCopy,
} from './saved-scan';

afterEach(() => window.sessionStorage.clear());

const job = {
  id: '0b9a4f6e-3c1d-4e57-9a55-2f0c8d1e7b21',
  kind: 'inventory.read-cover',
  state: 'active',
  done: 3,
  total: 5,
  attempts: 1,
  subjectId: '41',
  result: null,
  errorCode: null,
  createdAt: '2026-11-26T04:30:00.000Z',
  finishedAt: null,
} as const;

// The answer carries more than the banner shows, some of it not plain JSON (dates).
const answer = {
  id: 41,
  title: 'Untitled (awaiting review)',
  author: null,
  sku: 'JPL-U20261126-001',
  copyNumber: 1,
  lookupSource: null,
  lookupReason: null,
  replayed: false,
  job,
  isbn: null,
  scannedAt: new Date('2026-11-26T04:30:00Z'),
  imageUrls: ['/api/inventory/photos/a.webp'],
} as unknown as ScannedCopy;

describe("the scanner's last saved copy in this tab", () => {
  it('keeps only what the banner shows and reads it back after a reload', () => {
    const saved = savedScanOf(answer, 'image');
    expect(Object.keys(saved.copy).sort()).toEqual(
      ['author', 'copyNumber', 'id', 'job', 'lookupReason', 'lookupSource', 'sku', 'title'].sort(),
    );
    keepSavedScan(saved);
    expect(readSavedScan()).toEqual(saved);
  });

  it('forgets it when the screen has nothing saved to show', () => {
    keepSavedScan(savedScanOf(answer, 'barcode'));
    keepSavedScan(null);
    expect(window.sessionStorage.getItem(SAVED_SCAN_KEY)).toBeNull();
    expect(readSavedScan()).toBeNull();
  });

  it('drops what is not the shape this version writes', () => {
    const good: SavedScan = savedScanOf(answer, 'manual');
    const broken = (change: (value: Record<string, unknown>) => void) => {
      const value = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
      change(value);
      return JSON.stringify(value);
    };
    expect(parseSavedScan(null)).toBeNull();
    expect(parseSavedScan('{not json')).toBeNull();
    expect(parseSavedScan('[]')).toBeNull();
    expect(parseSavedScan(broken((v) => (v.scanType = 'telepathy')))).toBeNull();
    expect(parseSavedScan(broken((v) => ((v.copy as { id: unknown }).id = '41')))).toBeNull();
    expect(
      parseSavedScan(broken((v) => ((v.copy as { job: unknown }).job = { id: 7 }))),
    ).toBeNull();
    expect(parseSavedScan(broken((v) => delete (v.copy as { sku?: unknown }).sku))).toBeNull();
    // A scan that started no reading (an ISBN) is kept too.
    const isbn = broken((v) => ((v.copy as { job: unknown }).job = null));
    expect(parseSavedScan(isbn)?.copy.job).toBeNull();
  });
});
