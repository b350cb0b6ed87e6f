import type { Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { ScanType } from '../constants';

export interface ScanHistoryTable {
  id: Generated<number>;
  userId: string | null;
  scanType: ScanType;
  scanData: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  inventoryId: number | null;
  success: Generated<boolean>;
  errorMessage: string | null;
  createdAt: Generated<Date>;
}
export type ScanHistory = Selectable<ScanHistoryTable>;
export type NewScanHistory = Insertable<ScanHistoryTable>;
