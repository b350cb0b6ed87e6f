import { sql, type Transaction } from 'kysely';
import { libraryDateDigits } from '../library-time';
import type { Database } from '../schema';

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

async function nextCopyNumber(trx: Transaction<Database>, branchId: string, isbn: string) {
  const row = await trx
    .selectFrom('bookInventory')
    .select((eb) => eb.fn.max('copyNumber').as('last'))
    .where('branchId', '=', branchId)
    .where('isbn', '=', isbn)
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

async function nextUnidentifiedNumber(trx: Transaction<Database>, prefix: string) {
  const row = await trx
    .selectFrom('bookInventory')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sku', 'like', `${prefix}%`)
    .executeTakeFirst();
  return Number(row?.count ?? 0) + 1;
}

/**
 * Adds one physical copy with its SKU. The SKU scheme (docs/decisions/0008):
 * `{BRANCH}-{ISBN13}-{copy, 3 digits}` for a book with an ISBN (JPL-9780316015844-002 is the
 * second copy at the main library), `{BRANCH}-U{yyyymmdd}-{n, 3 digits}` for one without
 * (the n-th unidentified book scanned that day). A transaction-level advisory lock per
 * ISBN (or per branch and day) makes concurrent scans of the same book number copies 1, 2, 3.
 */
export async function assignSku(
  trx: Transaction<Database>,
  branchId: string,
  isbn: string | null,
  now: Date,
): Promise<{ sku: string; copyNumber: number | null }> {
  if (isbn) {
    await sql`select pg_advisory_xact_lock(hashtext(${`inventory:${branchId}:${isbn}`}))`.execute(
      trx,
    );
    const copyNumber = await nextCopyNumber(trx, branchId, isbn);
    return { sku: `${branchId}-${isbn}-${pad(copyNumber, 3)}`, copyNumber };
  }
  const prefix = `${branchId}-U${libraryDateDigits(now)}-`;
  await sql`select pg_advisory_xact_lock(hashtext(${`inventory:${prefix}`}))`.execute(trx);
  return { sku: `${prefix}${pad(await nextUnidentifiedNumber(trx, prefix), 3)}`, copyNumber: null };
}
