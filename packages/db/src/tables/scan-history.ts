import type { Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { ScanType } from '../constants';

/** What a scan was given and what came of it (`scan_data`, JSON). */
export interface ScanData {
  /** The ISBN typed or read (as typed when it was refused). */
  isbn?: string | null;
  /** Photos sent with an image scan. */
  imageCount?: number;
  /** The device's id for the scan, so a re-sent one is applied once. */
  clientScanId?: string;
  /** The copy's SKU, when the scan saved one. */
  sku?: string;
  /** Why it failed: the app error code and its parameters. */
  errorCode?: string;
  errorParams?: Record<string, string | number>;
}

export interface ScanHistoryTable {
  id: Generated<number>;
  userId: string | null;
  scanType: ScanType;
  scanData: JSONColumnType<ScanData, string | undefined, string>;
  inventoryId: number | null;
  success: Generated<boolean>;
  errorMessage: string | null;
  createdAt: Generated<Date>;
}
export type ScanHistory = Selectable<ScanHistoryTable>;
export type NewScanHistory = Insertable<ScanHistoryTable>;
