import type { Db } from '../client';
import { DEFAULT_BRANCH_ID, type ScanType } from '../constants';
import type { ScanData } from '../tables/scan-history';
import type { PageRequest } from './paging';

/** The scanner's log: every attempt, the failed ones too, and each person's history. */

export interface NewScan {
  userId: string | null;
  scanType: ScanType;
  scanData: ScanData;
  inventoryId: number | null;
  success: boolean;
  errorMessage: string | null;
  now: Date;
}

/** Every scan attempt, failed ones included, is kept. */
export function recordScan(db: Db, scan: NewScan) {
  return db
    .insertInto('scanHistory')
    .values({
      userId: scan.userId,
      scanType: scan.scanType,
      scanData: JSON.stringify(scan.scanData),
      inventoryId: scan.inventoryId,
      success: scan.success,
      errorMessage: scan.errorMessage,
      createdAt: scan.now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** A page of one person's scans, newest first, with the title and SKU they produced. */
export async function listScanHistory(db: Db, filter: { userId: string } & PageRequest) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('scanHistory')
      .leftJoin('bookInventory', 'bookInventory.id', 'scanHistory.inventoryId')
      .select([
        'scanHistory.id',
        'scanHistory.scanType',
        'scanHistory.scanData',
        'scanHistory.inventoryId',
        'scanHistory.success',
        'scanHistory.errorMessage',
        'scanHistory.createdAt',
        'bookInventory.title',
        'bookInventory.sku',
      ])
      .where('scanHistory.userId', '=', filter.userId)
      .orderBy('scanHistory.createdAt', 'desc')
      .orderBy('scanHistory.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute(),
    db
      .selectFrom('scanHistory')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('userId', '=', filter.userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** The branch whose copies a person's scans become (their own), else the main library. */
export async function scanningBranchOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('branchId')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.branchId ?? DEFAULT_BRANCH_ID;
}
