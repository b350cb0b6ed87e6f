import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inTransaction } from '../client';
import type { InventoryStatus } from '../constants';
import type { Database } from '../schema';
import type { Stocktake } from '../tables/stocktakes';
import { writeAudit, type Actor, type DraftAudit } from './audit';
import { scanTime } from './loans-scan-time';

/**
 * Stocktakes (decision 0045): a branch's shelves, or a call-number range of them, scanned copy
 * by copy, then compared with what the catalogue says should be there. The statements and the
 * invariants (a scan counts once, only unseen shelf copies can be marked missing) live here; the
 * contract drafts the audit entries.
 */

/** A copy as a stocktake lists it. */
export interface StocktakeCopy {
  id: number;
  sku: string;
  title: string;
  author: string | null;
  callNumber: string | null;
  branchId: string;
  status: InventoryStatus;
}

/**
 * What a scan found, in the order it is decided: no copy has the code; the copy is on loan (it
 * came back without a return scan); it belongs to another branch; or it is where it should be.
 */
export type StocktakeVerdict = 'unknown' | 'onLoan' | 'wrongBranch' | 'seen';

export function stocktakeVerdict(
  copy: Pick<StocktakeCopy, 'branchId' | 'status'> | null,
  branchId: string,
): StocktakeVerdict {
  if (!copy) return 'unknown';
  if (copy.status === 'ON_LOAN') return 'onLoan';
  if (copy.branchId !== branchId) return 'wrongBranch';
  return 'seen';
}

const copyColumns = [
  'bookInventory.id',
  'bookInventory.sku',
  'bookInventory.title',
  'bookInventory.author',
  'bookInventory.callNumber',
  'bookInventory.branchId',
  'bookInventory.status',
] as const;

/**
 * Whether a copy's call number is within the stocktake's range, both ends inclusive, compared
 * byte by byte (collation "C", so `823.8` sorts the same on every server) and ignoring case.
 * The upper end counts as a prefix: a range to `823` covers `823.8 DIC`, as a shelf of 823 does.
 * Copies with no call number are outside every range.
 */
function inCallNumberRange(
  range: Pick<Stocktake, 'callNumberFrom' | 'callNumberTo'>,
): RawBuilder<boolean> {
  const from = range.callNumberFrom?.toUpperCase() ?? null;
  const to = range.callNumberTo?.toUpperCase() ?? null;
  return sql<boolean>`(${from}::text is null
      or upper(book_inventory.call_number) collate "C" >= ${from}::text collate "C")
    and (${to}::text is null
      or left(upper(book_inventory.call_number), length(${to}::text)) collate "C"
        <= ${to}::text collate "C")`;
}

/** The copies a stocktake expects on the shelves: the branch's, in its range, on the shelf. */
function expectedCopies(db: Kysely<Database>, stocktake: Stocktake) {
  return db
    .selectFrom('bookInventory')
    .where('bookInventory.branchId', '=', stocktake.branchId)
    .where('bookInventory.status', '=', 'VERIFIED')
    .where(inCallNumberRange(stocktake));
}

const seenIn = (stocktakeId: number) =>
  sql<boolean>`exists (select 1 from stocktake_scans s
    where s.stocktake_id = ${stocktakeId} and s.inventory_id = book_inventory.id)`;

export type StartStocktakeOutcome =
  { outcome: 'started'; stocktake: Stocktake } | { outcome: 'refused'; reason: 'BRANCH_NOT_FOUND' };

export async function startStocktake(
  db: Kysely<Database>,
  request: {
    branchId: string;
    callNumberFrom: string | null;
    callNumberTo: string | null;
    startedBy: string | null;
    now: Date;
  },
): Promise<StartStocktakeOutcome> {
  const branch = await db
    .selectFrom('branches')
    .select('id')
    .where('id', '=', request.branchId)
    .where('isActive', '=', true)
    .executeTakeFirst();
  if (!branch) return { outcome: 'refused', reason: 'BRANCH_NOT_FOUND' };
  const stocktake = await db
    .insertInto('stocktakes')
    .values({
      branchId: request.branchId,
      callNumberFrom: request.callNumberFrom,
      callNumberTo: request.callNumberTo,
      startedBy: request.startedBy,
      startedAt: request.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { outcome: 'started', stocktake };
}

export function findStocktake(db: Kysely<Database>, id: number): Promise<Stocktake | undefined> {
  return db.selectFrom('stocktakes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest stocktakes first, each with how many scans it has. */
export function listStocktakes(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('stocktakes')
    .selectAll('stocktakes')
    .select((eb) =>
      eb
        .selectFrom('stocktakeScans')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('stocktakeScans.stocktakeId', '=', 'stocktakes.id')
        .as('scans'),
    )
    .orderBy('stocktakes.id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, scans: Number(row.scans ?? 0) })));
}

/** One scan as a stocktake answers it: what was read, the copy it named and what that means. */
export interface StocktakeScanView {
  clientScanId: string;
  code: string;
  scannedAt: Date;
  copy: StocktakeCopy | null;
  verdict: StocktakeVerdict;
  /** The copy was scanned before in this stocktake (a second scan counts it once). */
  again: boolean;
}

export type RecordStocktakeScanOutcome =
  | { outcome: 'recorded' | 'replayed'; scan: StocktakeScanView }
  | { outcome: 'refused'; reason: 'NOT_FOUND' | 'STOCKTAKE_CLOSED' };

async function scanView(
  db: Kysely<Database>,
  stocktake: Stocktake,
  scan: {
    id: string;
    clientScanId: string;
    code: string;
    scannedAt: Date;
    inventoryId: number | null;
  },
): Promise<StocktakeScanView> {
  const copy = scan.inventoryId
    ? ((await db
        .selectFrom('bookInventory')
        .select(copyColumns)
        .where('id', '=', scan.inventoryId)
        .executeTakeFirst()) ?? null)
    : null;
  const earlier = copy
    ? await db
        .selectFrom('stocktakeScans')
        .select('id')
        .where('stocktakeId', '=', stocktake.id)
        .where('inventoryId', '=', copy.id)
        .where('id', '<', scan.id)
        .limit(1)
        .executeTakeFirst()
    : undefined;
  return {
    clientScanId: scan.clientScanId,
    code: scan.code,
    scannedAt: scan.scannedAt,
    copy,
    verdict: stocktakeVerdict(copy, stocktake.branchId),
    again: earlier !== undefined,
  };
}

/**
 * Records one scan of an open stocktake: `code` as read, the copy whose SKU is `sku` (the code
 * read as a SKU) if there is one. A scan whose `clientScanId` this stocktake has seen is not
 * recorded again: it answers the first sending (also once the stocktake is closed), so a scan
 * sent again from an offline queue counts once.
 */
export async function recordStocktakeScan(
  db: Kysely<Database>,
  request: {
    stocktakeId: number;
    code: string;
    sku: string;
    clientScanId: string;
    scannedAt?: Date;
    scannedBy: string | null;
    now: Date;
  },
): Promise<RecordStocktakeScanOutcome> {
  const stocktake = await findStocktake(db, request.stocktakeId);
  if (!stocktake) return { outcome: 'refused', reason: 'NOT_FOUND' };
  const scanColumns = ['id', 'clientScanId', 'code', 'scannedAt', 'inventoryId'] as const;
  const earlier = () =>
    db
      .selectFrom('stocktakeScans')
      .select(scanColumns)
      .where('stocktakeId', '=', stocktake.id)
      .where('clientScanId', '=', request.clientScanId)
      .executeTakeFirst();
  const before = await earlier();
  if (before) return { outcome: 'replayed', scan: await scanView(db, stocktake, before) };
  if (stocktake.status !== 'open') return { outcome: 'refused', reason: 'STOCKTAKE_CLOSED' };
  const inserted = await db
    .insertInto('stocktakeScans')
    .values((eb) => ({
      stocktakeId: stocktake.id,
      code: request.code,
      inventoryId: eb
        .selectFrom('bookInventory')
        .select('bookInventory.id')
        .where('bookInventory.sku', '=', request.sku),
      clientScanId: request.clientScanId,
      scannedAt: scanTime(request.scannedAt, request.now),
      receivedAt: request.now,
      scannedBy: request.scannedBy,
    }))
    .onConflict((oc) => oc.columns(['stocktakeId', 'clientScanId']).doNothing())
    .returning(scanColumns)
    .executeTakeFirst();
  // Two sendings at once: the other one recorded it.
  const row = inserted ?? (await earlier());
  if (!row) throw new Error('A stocktake scan was neither recorded nor found');
  return {
    outcome: inserted ? 'recorded' : 'replayed',
    scan: await scanView(db, stocktake, row),
  };
}

/** The first copies of a list a result names; its count is always the whole list's. */
export const STOCKTAKE_LIST_LIMIT = 500;

export interface StocktakeResult {
  stocktake: Stocktake;
  scans: number;
  /** Copies of the branch's shelves in range, seen or not. */
  expected: number;
  seen: { count: number; items: StocktakeCopy[] };
  missing: { count: number; items: StocktakeCopy[] };
  wrongBranch: { count: number; items: StocktakeCopy[] };
  onLoan: { count: number; items: StocktakeCopy[] };
  unknown: { count: number; items: { code: string; scans: number }[] };
}

const listOf = <T>(items: T[]) => ({
  count: items.length,
  items: items.slice(0, STOCKTAKE_LIST_LIMIT),
});

/**
 * What a stocktake found: every copy scanned (once each, whatever its scans), sorted by its
 * verdict, the branch's shelf copies nobody scanned, and the codes no copy has.
 */
export async function stocktakeResult(
  db: Kysely<Database>,
  id: number,
): Promise<StocktakeResult | undefined> {
  const stocktake = await findStocktake(db, id);
  if (!stocktake) return undefined;
  const [scanned, missing, expected, unknown, scans] = await Promise.all([
    db
      .selectFrom('bookInventory')
      .select(copyColumns)
      .where('bookInventory.id', 'in', (eb) =>
        eb
          .selectFrom('stocktakeScans')
          .select('stocktakeScans.inventoryId')
          .where('stocktakeScans.stocktakeId', '=', stocktake.id)
          .where('stocktakeScans.inventoryId', 'is not', null),
      )
      .orderBy('bookInventory.callNumber')
      .orderBy('bookInventory.sku')
      .execute(),
    expectedCopies(db, stocktake)
      .select(copyColumns)
      .where((eb) => eb.not(seenIn(stocktake.id)))
      .orderBy(sql`book_inventory.call_number collate "C"`)
      .orderBy('bookInventory.sku')
      .execute(),
    expectedCopies(db, stocktake)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('stocktakeScans')
      .select((eb) => ['code', eb.fn.countAll<string>().as('scans')])
      .where('stocktakeId', '=', stocktake.id)
      .where('inventoryId', 'is', null)
      .groupBy('code')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('stocktakeScans')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('stocktakeId', '=', stocktake.id)
      .executeTakeFirstOrThrow(),
  ]);
  const by = (verdict: StocktakeVerdict) =>
    scanned.filter((copy) => stocktakeVerdict(copy, stocktake.branchId) === verdict);
  return {
    stocktake,
    scans: Number(scans.n),
    expected: Number(expected.n),
    seen: listOf(by('seen')),
    missing: listOf(missing),
    wrongBranch: listOf(by('wrongBranch')),
    onLoan: listOf(by('onLoan')),
    unknown: listOf(unknown.map((row) => ({ code: row.code, scans: Number(row.scans) }))),
  };
}

/** Copies a stocktake did not find, marked MISSING (what the contract drafts entries of). */
export interface CopiesMarkedMissing {
  stocktake: Stocktake;
  copies: Pick<StocktakeCopy, 'id' | 'sku' | 'title'>[];
}

export type MarkStocktakeMissingOutcome =
  | { outcome: 'marked'; copies: CopiesMarkedMissing['copies'] }
  | { outcome: 'refused'; reason: 'NOT_FOUND' };

/**
 * Marks the chosen copies MISSING, each only if the stocktake still misses it: on its branch's
 * shelf (VERIFIED) in its range and not scanned. A copy scanned, lent or marked since the list
 * was read is left as it is. One transaction with its audit entries.
 */
export function markStocktakeMissing(
  db: Kysely<Database>,
  request: {
    stocktakeId: number;
    copyIds: number[];
    actor: Actor;
    now: Date;
    audit: DraftAudit<CopiesMarkedMissing>;
  },
): Promise<MarkStocktakeMissingOutcome> {
  return inTransaction(db, async (trx) => {
    const stocktake = await trx
      .selectFrom('stocktakes')
      .selectAll()
      .where('id', '=', request.stocktakeId)
      .forUpdate()
      .executeTakeFirst();
    if (!stocktake) return { outcome: 'refused', reason: 'NOT_FOUND' };
    if (request.copyIds.length === 0) return { outcome: 'marked', copies: [] };
    const copies = await trx
      .updateTable('bookInventory')
      .set({ status: 'MISSING', lastModified: request.now })
      .where('id', 'in', request.copyIds)
      .where('branchId', '=', stocktake.branchId)
      .where('status', '=', 'VERIFIED')
      .where(inCallNumberRange(stocktake))
      .where((eb) => eb.not(seenIn(stocktake.id)))
      .returning(['id', 'sku', 'title'])
      .execute();
    copies.sort((a, b) => a.id - b.id);
    await writeAudit(trx, request.audit({ stocktake, copies }), {
      actor: request.actor,
      at: request.now,
    });
    return { outcome: 'marked', copies };
  });
}

/** Ends an open stocktake: it takes no more scans. Undefined when there is no such stocktake. */
export async function closeStocktake(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<Stocktake | undefined> {
  const closed = await db
    .updateTable('stocktakes')
    .set({ status: 'closed', finishedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  return closed ?? (await findStocktake(db, id));
}
