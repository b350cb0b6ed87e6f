import type { Generated, Selectable } from 'kysely';
import type { StocktakeStatus } from '../constants';

/** A count of a branch's shelves by scanning (migration 2026_11_29_130300, decision 0045). */
export interface StocktakesTable {
  id: Generated<number>;
  branchId: string;
  /** The shelf range it covers by call number (both ends inclusive), or null: every shelf. */
  callNumberFrom: string | null;
  callNumberTo: string | null;
  startedBy: string | null;
  startedAt: Generated<Date>;
  finishedAt: Date | null;
  status: Generated<StocktakeStatus>;
}
export type Stocktake = Selectable<StocktakesTable>;

/** One code scanned in a stocktake; unique per stocktake by the device's id for the scan. */
export interface StocktakeScansTable {
  id: Generated<string>;
  stocktakeId: number;
  /** What was read, as read (a SKU, or a label's page address). */
  code: string;
  /** The copy the code named, or null: a code no copy has. */
  inventoryId: number | null;
  clientScanId: string;
  scannedAt: Date;
  receivedAt: Generated<Date>;
  scannedBy: string | null;
}
export type StocktakeScan = Selectable<StocktakeScansTable>;
