import { sql, type Transaction } from 'kysely';
import type { Db } from '../client';
import {
  DEFAULT_BRANCH_ID,
  LIBRARY_TIME_ZONE,
  type InventoryStatus,
  type ScanType,
  type SourceMethod,
} from '../constants';
import type { Database } from '../schema';
import type { InventoryMetadata } from '../tables/book-inventory';
import type { IsbnRecord } from '../tables/isbn-lookups';
import type { ScanData } from '../tables/scan-history';

/** Columns of a list row: everything but the bulky OCR text and QR drawing. */
const LIST_COLUMNS = [
  'id',
  'sku',
  'title',
  'author',
  'isbn',
  'category',
  'description',
  'sourceMethod',
  'imageUrls',
  'status',
  'branchId',
  'publisher',
  'publicationYear',
  'language',
  'copyNumber',
  'createdAt',
  'verifiedAt',
  'verifiedBy',
  'verificationNotes',
  'lastModified',
  'metadata',
] as const;

export interface NewInventoryItem {
  title: string;
  author: string | null;
  isbn: string | null;
  category: string | null;
  description: string | null;
  sourceMethod: SourceMethod;
  imageUrls: string[];
  rawOcrText: string | null;
  branchId?: string;
  publisher: string | null;
  publicationYear: number | null;
  language: string | null;
  metadata: InventoryMetadata;
  now: Date;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The date part of an SKU for items without an ISBN, on the library's calendar. */
function libraryDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LIBRARY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts.replaceAll('-', '');
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
 * (the n-th unidentified book catalogued that day). A transaction-level advisory lock per
 * ISBN (or per branch and day) makes concurrent scans of the same book number copies 1, 2, 3.
 */
async function assignSku(
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
  const prefix = `${branchId}-U${libraryDate(now)}-`;
  await sql`select pg_advisory_xact_lock(hashtext(${`inventory:${prefix}`}))`.execute(trx);
  return { sku: `${prefix}${pad(await nextUnidentifiedNumber(trx, prefix), 3)}`, copyNumber: null };
}

export async function insertInventoryItem(db: Db, item: NewInventoryItem) {
  const branchId = item.branchId ?? DEFAULT_BRANCH_ID;
  return db.transaction().execute(async (trx) => {
    const { sku, copyNumber } = await assignSku(trx, branchId, item.isbn, item.now);
    return trx
      .insertInto('bookInventory')
      .values({
        sku,
        title: item.title,
        author: item.author,
        isbn: item.isbn,
        category: item.category,
        description: item.description,
        sourceMethod: item.sourceMethod,
        imageUrls: item.imageUrls,
        rawOcrText: item.rawOcrText,
        branchId,
        publisher: item.publisher,
        publicationYear: item.publicationYear,
        language: item.language,
        copyNumber,
        metadata: JSON.stringify(item.metadata),
        createdAt: item.now,
        lastModified: item.now,
      })
      .returning(LIST_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Inventory rows, newest first, optionally of one status; `limit` keeps pages bounded. */
export function listInventory(db: Db, filter: { status?: InventoryStatus; limit: number }) {
  let query = db
    .selectFrom('bookInventory')
    .select(LIST_COLUMNS)
    .select((eb) => eb('qrCodeSvg', 'is not', null).as('hasQrCode'));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/** The copy an earlier, successful attempt of the same client scan saved, if any. */
export async function findScannedCopy(db: Db, clientScanId: string) {
  return db
    .selectFrom('scanHistory')
    .innerJoin('bookInventory', 'bookInventory.id', 'scanHistory.inventoryId')
    .select(LIST_COLUMNS.map((c) => `bookInventory.${c}` as const))
    .where(sql<string>`scan_history.scan_data->>'clientScanId'`, '=', clientScanId)
    .where('scanHistory.success', '=', true)
    .orderBy('scanHistory.id')
    .executeTakeFirst();
}

/** One item with everything, including OCR text and the QR drawing. */
export function getInventoryItem(db: Db, id: number) {
  return db
    .selectFrom('bookInventory')
    .leftJoin('users', 'users.id', 'bookInventory.verifiedBy')
    .selectAll('bookInventory')
    .select('users.displayName as verifiedByName')
    .where('bookInventory.id', '=', id)
    .executeTakeFirst();
}

/** Items by id for labels and exports, in the order asked. */
export function getInventoryItems(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookInventory')
    .innerJoin('branches', 'branches.id', 'bookInventory.branchId')
    .selectAll('bookInventory')
    .select('branches.name as branchName')
    .where('bookInventory.id', 'in', ids)
    .orderBy('bookInventory.id')
    .execute();
}

/** The public face of a labelled copy (what its QR code opens). Archived copies are gone. */
export function findPublicInventoryItem(db: Db, sku: string) {
  return db
    .selectFrom('bookInventory')
    .innerJoin('branches', 'branches.id', 'bookInventory.branchId')
    .select([
      'bookInventory.sku',
      'bookInventory.title',
      'bookInventory.author',
      'bookInventory.isbn',
      'bookInventory.publisher',
      'bookInventory.publicationYear',
      'bookInventory.language',
      'bookInventory.status',
      'bookInventory.copyNumber',
      'branches.name as branchName',
      'branches.address as branchAddress',
    ])
    .where('bookInventory.sku', '=', sku)
    .where('bookInventory.status', '!=', 'ARCHIVED')
    .executeTakeFirst();
}

/** The scanner's stats strip; "today" is the library's day in Jaffna. */
export async function inventoryStats(db: Db, now: Date) {
  const dayStart = sql<Date>`(date_trunc('day', ${now}::timestamptz at time zone ${LIBRARY_TIME_ZONE}) at time zone ${LIBRARY_TIME_ZONE})`;
  const [items, scans] = await Promise.all([
    db
      .selectFrom('bookInventory')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'AWAITING_REVIEW').as('awaitingReview'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'VERIFIED').as('verified'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'ON_LOAN').as('onLoan'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'ARCHIVED').as('archived'),
        eb.fn.countAll<number>().filterWhere('sourceMethod', '=', 'ISBN_SCAN').as('isbn'),
        eb.fn.countAll<number>().filterWhere('sourceMethod', '=', 'OCR_AI').as('ocr'),
        eb.fn.countAll<number>().filterWhere('sourceMethod', '=', 'MANUAL').as('manual'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('scanHistory')
      .select((eb) => eb.fn.countAll<number>().as('scansToday'))
      .where('createdAt', '>=', dayStart)
      .where('createdAt', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: items.total,
    awaitingReview: items.awaitingReview,
    verified: items.verified,
    onLoan: items.onLoan,
    archived: items.archived,
    scansToday: scans.scansToday,
    bySource: { isbn: items.isbn, ocr: items.ocr, manual: items.manual },
  };
}

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

/** One person's latest scans with the title and SKU they produced. */
export function listScanHistory(db: Db, filter: { userId: string; limit: number }) {
  return db
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
    .execute();
}

export interface InventoryCorrections {
  title?: string;
  author?: string | null;
  isbn?: string | null;
  category?: string | null;
  description?: string | null;
  publisher?: string | null;
  publicationYear?: number | null;
  language?: string | null;
}

/**
 * Applies a review: a status change (only from AWAITING_REVIEW) and/or corrections. Returns
 * the updated row, or undefined when the row is missing or not in a state that allows it.
 */
export function reviewInventoryItem(
  db: Db,
  id: number,
  change: {
    status?: Extract<InventoryStatus, 'VERIFIED' | 'ARCHIVED'>;
    verificationNotes?: string | null;
    corrections: InventoryCorrections;
    correctedFields: string[];
    userId: string;
    now: Date;
  },
) {
  const { corrections } = change;
  let query = db
    .updateTable('bookInventory')
    .set({
      ...corrections,
      lastModified: change.now,
      // Provenance: fields a person changed are theirs from now on.
      metadata: sql`jsonb_set(metadata, '{provenance}', coalesce(metadata->'provenance', '{}'::jsonb) || ${JSON.stringify(
        Object.fromEntries(change.correctedFields.map((f) => [f, 'human'])),
      )}::jsonb)`,
    })
    .where('id', '=', id);
  if (change.status) {
    query = query.set({ status: change.status }).where('status', '=', 'AWAITING_REVIEW');
    if (change.status === 'VERIFIED') {
      query = query.set({
        verifiedAt: change.now,
        verifiedBy: change.userId,
        verificationNotes: change.verificationNotes ?? null,
      });
    } else if (change.verificationNotes !== undefined) {
      query = query.set({ verificationNotes: change.verificationNotes });
    }
  } else {
    query = query.where('status', 'in', ['AWAITING_REVIEW', 'VERIFIED', 'ON_LOAN']);
  }
  return query.returning(LIST_COLUMNS).executeTakeFirst();
}

/** Stores QR drawings for items that have none yet; returns the ids that got one. */
export async function setMissingQrCodes(db: Db, codes: Array<{ id: number; svg: string }>) {
  const done: number[] = [];
  for (const code of codes) {
    const row = await db
      .updateTable('bookInventory')
      .set({ qrCodeSvg: code.svg })
      .where('id', '=', code.id)
      .where('qrCodeSvg', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) done.push(row.id);
  }
  return done;
}

/** A cached catalogue answer for an ISBN-13. */
export function findIsbnLookup(db: Db, isbn: string) {
  return db.selectFrom('isbnLookups').selectAll().where('isbn', '=', isbn).executeTakeFirst();
}

/** Keeps (or refreshes) a catalogue answer. */
export async function saveIsbnLookup(
  db: Db,
  lookup: {
    isbn: string;
    found: boolean;
    source: IsbnRecord['source'] | null;
    record: IsbnRecord | null;
    now: Date;
  },
) {
  const values = {
    isbn: lookup.isbn,
    found: lookup.found,
    source: lookup.source,
    record: lookup.record ? JSON.stringify(lookup.record) : null,
    fetchedAt: lookup.now,
  };
  await db
    .insertInto('isbnLookups')
    .values(values)
    .onConflict((oc) => oc.column('isbn').doUpdateSet(values))
    .execute();
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

/** What a finished reading of a photo scan found, field by field with where it came from. */
export interface ScanReadingFill {
  fields: Partial<
    Pick<
      NewInventoryItem,
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
  provenance: Record<string, import('../constants').Provenance>;
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
