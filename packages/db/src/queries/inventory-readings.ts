import type { Transaction } from 'kysely';
import type { Provenance } from '../constants';
import type { Database } from '../schema';
import type { InventoryMetadata } from '../tables/book-inventory';
import { LIST_COLUMNS, type NewCopy } from './inventory';
import { assignSku } from './inventory-skus';

/** What a finished reading of a photo scan found, field by field with where it came from. */
export interface ScanReadingFill {
  fields: Partial<
    Pick<
      NewCopy,
      | 'title'
      | 'author'
      | 'isbn'
      | 'category'
      | 'description'
      | 'publisher'
      | 'publicationYear'
      | 'language'
      | 'rawOcrText'
    >
  >;
  provenance: Record<string, Provenance>;
  metadata: Pick<InventoryMetadata, 'lookup' | 'reading'>;
  now: Date;
}

/**
 * Fills a photo scan's copy with what its reading job found, in the caller's transaction (the
 * one that settles the job, so a retried job fills it once). Only fields still at their default
 * are written: a reviewer's correction made while the job ran is kept. An ISBN found on the cover
 * gives the copy its ISBN SKU and copy number, unless a label (QR code) was already made. A copy
 * no longer awaiting review is left as it is. Returns the copy, or null when there is none.
 */
export async function fillScannedCopy(
  trx: Transaction<Database>,
  id: number,
  fill: ScanReadingFill,
) {
  const current = await trx
    .selectFrom('bookInventory')
    .select(['id', 'status', 'isbn', 'qrCodeSvg', 'branchId', 'metadata'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return null;
  if (current.status !== 'AWAITING_REVIEW') return current;
  const provenance = { ...current.metadata.provenance };
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fill.fields)) {
    const source = provenance[field];
    if (value === null || value === undefined || (source && source !== 'default')) continue;
    if (field === 'isbn' && current.isbn) continue;
    set[field] = value;
    if (fill.provenance[field]) provenance[field] = fill.provenance[field];
  }
  if (typeof set.isbn === 'string' && !current.qrCodeSvg) {
    Object.assign(set, await assignSku(trx, current.branchId, set.isbn, fill.now));
  }
  return trx
    .updateTable('bookInventory')
    .set({
      ...set,
      lastModified: fill.now,
      metadata: JSON.stringify({ ...current.metadata, ...fill.metadata, provenance }),
    })
    .where('id', '=', id)
    .returning(LIST_COLUMNS)
    .executeTakeFirstOrThrow();
}
