import { type ExpressionBuilder, sql } from 'kysely';
import { keptUntilChange } from '../changes';
import { inTransaction, type Db } from '../client';
import {
  DEFAULT_BRANCH_ID,
  type BookGenre,
  type InventoryStatus,
  type SourceMethod,
} from '../constants';
import { LIBRARY_TIME_ZONE } from '../library-time';
import type { Database } from '../schema';
import type { BookInventory, InventoryMetadata } from '../tables/book-inventory';
import { keyContains, substringSearch } from './contains';
import { indexedPage, type ListPage, type PageRequest } from './paging';
import { attachCopyToTitle } from './books';
import { assignSku } from './inventory-skus';

/** Columns of a list row: everything but the bulky OCR text and QR drawing. */
export const LIST_COLUMNS = [
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
  'callNumber',
  'bookId',
  'createdAt',
  'verifiedAt',
  'verifiedBy',
  'verificationNotes',
  'lastModified',
  'metadata',
] as const satisfies readonly (keyof BookInventory)[];
/** Every column a copy is sent with: the list's plus the OCR text and the QR drawing. */
const COPY_COLUMNS = [...LIST_COLUMNS, 'rawOcrText', 'qrCodeSvg'] as const;

// Fails to compile when a column is added to the table but not to the lists above.
const everyColumnListed: Exclude<keyof BookInventory, (typeof COPY_COLUMNS)[number]> extends never
  ? true
  : false = true;
void everyColumnListed;

export interface NewCopy {
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

export async function insertCopy(db: Db, copy: NewCopy) {
  const branchId = copy.branchId ?? DEFAULT_BRANCH_ID;
  return inTransaction(db, async (trx) => {
    const { sku, copyNumber } = await assignSku(trx, branchId, copy.isbn, copy.now);
    return trx
      .insertInto('bookInventory')
      .values({
        sku,
        title: copy.title,
        author: copy.author,
        isbn: copy.isbn,
        category: copy.category,
        description: copy.description,
        sourceMethod: copy.sourceMethod,
        imageUrls: copy.imageUrls,
        rawOcrText: copy.rawOcrText,
        branchId,
        publisher: copy.publisher,
        publicationYear: copy.publicationYear,
        language: copy.language,
        copyNumber,
        metadata: JSON.stringify(copy.metadata),
        createdAt: copy.now,
        lastModified: copy.now,
      })
      .returning(LIST_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export interface InventoryFilter {
  status?: InventoryStatus;
  /** Title, author or ISBN contains this (ignoring case); see `substringSearch`. */
  q?: string;
}

/** The filter on `book_inventory` itself, when there is no search: a status. */
function inventoryMatches(filter: InventoryFilter) {
  return (eb: ExpressionBuilder<Database, 'bookInventory'>) =>
    eb.and(filter.status ? [eb('status', '=', filter.status)] : []);
}

/**
 * A search, with its status if any, as a filter on `book_inventory_search`: its narrow rows
 * are what a broad search reads (migration 2026_11_26_130000). Undefined when there is no
 * search.
 */
function keyedSearch(filter: InventoryFilter) {
  const text = substringSearch(filter.q);
  if (!text) return undefined;
  return (eb: ExpressionBuilder<Database, 'bookInventorySearch'>) =>
    eb.and([
      ...(filter.status ? [eb('bookInventorySearch.status', '=', filter.status)] : []),
      keyContains(text, sql.ref('bookInventorySearch.searchText')),
    ]);
}

/** How many copies the filter selects: from the list-count table unless searching. */
export async function countInventory(db: Db, filter: InventoryFilter): Promise<number> {
  const text = substringSearch(filter.q);
  const keyed = keyedSearch(filter);
  if (keyed) {
    // A search's total, kept while the collection is unchanged (its next pages ask again).
    const key = JSON.stringify(['bookInventory-search', filter.status ?? '', text]);
    return keptUntilChange(
      db,
      key,
      async () => {
        const row = await db
          .selectFrom('bookInventorySearch')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(keyed)
          .executeTakeFirstOrThrow();
        return Number(row.total);
      },
      ['book_inventory'],
    );
  }
  let query = db
    .selectFrom('inventoryCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'));
  if (filter.status) query = query.where('status', '=', filter.status);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

type ListedCopy = Pick<BookInventory, (typeof LIST_COLUMNS)[number]>;
const NEWEST = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
] as const;

/** A page of the copies, newest first, optionally of one status and matching a search. */
export function listInventory(
  db: Db,
  filter: InventoryFilter & PageRequest,
): Promise<ListPage<ListedCopy & { hasQrCode: boolean }>> {
  const list = {
    key: JSON.stringify(['inventory', filter.status ?? '', substringSearch(filter.q) ?? '']),
    order: NEWEST,
    columns: LIST_COLUMNS,
    // Whether a copy has its label, not the drawing (1.6 KB a copy, which the list never shows).
    computed: { hasQrCode: sql<boolean>`r.qr_code_svg is not null` },
    total: () => countInventory(db, filter),
  };
  type Row = ListedCopy & { hasQrCode: boolean };
  const keyed = keyedSearch(filter);
  return keyed
    ? indexedPage<Row, 'bookInventorySearch', 'createdAt' | 'id', 'bookInventory'>(
        db,
        { ...list, table: 'bookInventorySearch', rows: 'bookInventory', where: keyed },
        filter,
      )
    : indexedPage<Row, 'bookInventory', 'createdAt' | 'id'>(
        db,
        { ...list, table: 'bookInventory', where: inventoryMatches(filter) },
        filter,
      );
}

/**
 * Every copy the filter selects, newest first, as a stream read through a cursor
 * `batch` rows at a time: an export of the whole inventory never holds it in memory.
 */
export function streamInventory(
  db: Db,
  filter: InventoryFilter,
  batch = 500,
): AsyncIterableIterator<ListedCopy> {
  const keyed = keyedSearch(filter);
  if (keyed) {
    return db
      .selectFrom('bookInventorySearch')
      .innerJoin('bookInventory', 'bookInventory.id', 'bookInventorySearch.id')
      .select(LIST_COLUMNS.map((column) => `bookInventory.${column}` as const))
      .where(keyed)
      .orderBy('bookInventorySearch.createdAt', 'desc')
      .orderBy('bookInventorySearch.id', 'desc')
      .stream(batch);
  }
  let query = db.selectFrom('bookInventory').select(LIST_COLUMNS).where(inventoryMatches(filter));
  for (const [column, dir] of NEWEST) query = query.orderBy(column, dir);
  return query.stream(batch);
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

/** One copy with everything, including OCR text and the QR drawing. */
export function getCopy(db: Db, id: number) {
  return db
    .selectFrom('bookInventory')
    .leftJoin('users', 'users.id', 'bookInventory.verifiedBy')
    .select(COPY_COLUMNS.map((column) => `bookInventory.${column}` as const))
    .select('users.displayName as verifiedByName')
    .where('bookInventory.id', '=', id)
    .executeTakeFirst();
}

/** Copies by id for labels and exports, in the order asked. */
export function getCopies(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookInventory')
    .innerJoin('branches', 'branches.id', 'bookInventory.branchId')
    .select(COPY_COLUMNS.map((column) => `bookInventory.${column}` as const))
    .select('branches.name as branchName')
    .where('bookInventory.id', 'in', ids)
    .orderBy('bookInventory.id')
    .execute();
}

/** The public face of a labelled copy (what its QR code opens). Archived copies are gone. */
export function findPublicCopy(db: Db, sku: string) {
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
  const [copies, scans] = await Promise.all([
    // From the list-count table: counting 100,000 copies on every refresh would read them all.
    db
      .selectFrom('inventoryCounts')
      .select((eb) => {
        const sum = (status: string | null, source: string | null) =>
          eb.fn.coalesce(
            eb.fn
              .sum<number>('n')
              .filterWhere((w) =>
                w.and([
                  ...(status ? [w('status', '=', status as InventoryStatus)] : []),
                  ...(source ? [w('sourceMethod', '=', source as SourceMethod)] : []),
                ]),
              ),
            eb.lit(0),
          );
        return [
          sum(null, null).as('total'),
          sum('AWAITING_REVIEW', null).as('awaitingReview'),
          sum('VERIFIED', null).as('verified'),
          sum('ON_LOAN', null).as('onLoan'),
          sum('ARCHIVED', null).as('archived'),
          sum(null, 'ISBN_SCAN').as('isbn'),
          sum(null, 'OCR_AI').as('ocr'),
          sum(null, 'MANUAL').as('manual'),
        ];
      })
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('scanHistory')
      .select((eb) => eb.fn.countAll<number>().as('scansToday'))
      .where('createdAt', '>=', dayStart)
      .where('createdAt', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  const n = (value: number | string) => Number(value);
  return {
    total: n(copies.total),
    awaitingReview: n(copies.awaitingReview),
    verified: n(copies.verified),
    onLoan: n(copies.onLoan),
    archived: n(copies.archived),
    scansToday: scans.scansToday,
    bySource: { isbn: n(copies.isbn), ocr: n(copies.ocr), manual: n(copies.manual) },
  };
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
  callNumber?: string | null;
}

/**
 * Applies a review: a status change (only from AWAITING_REVIEW) and/or corrections. Returns
 * the updated row, or undefined when the row is missing or not in a state that allows it.
 * Verifying puts the copy in the public collection, in the same transaction
 * (`attachCopyToTitle`: `collection` gives the genre chosen and any cover fetched);
 * `createdTitle` is the title it made, if it made one (for the caller's audit entry), and is
 * no part of the copy.
 */
export function reviewCopy(
  db: Db,
  id: number,
  change: {
    status?: Extract<InventoryStatus, 'VERIFIED' | 'ARCHIVED'>;
    verificationNotes?: string | null;
    corrections: InventoryCorrections;
    correctedFields: string[];
    userId: string;
    now: Date;
    collection?: { genre?: BookGenre | null; coverUrl?: string | null };
  },
) {
  const { corrections } = change;
  return inTransaction(db, async (trx) => {
    let query = trx
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
    const row = await query.returning(LIST_COLUMNS).executeTakeFirst();
    if (!row) return undefined;
    if (change.status !== 'VERIFIED') return { ...row, createdTitle: null };
    const title = await attachCopyToTitle(trx, row, {
      genre: change.collection?.genre,
      coverUrl: change.collection?.coverUrl,
      now: change.now,
    });
    return { ...row, bookId: title.bookId, createdTitle: title.created };
  });
}

/** Stores QR drawings for copies that have none yet; returns the ids that got one. */
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
