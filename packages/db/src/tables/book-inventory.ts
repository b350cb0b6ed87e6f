import type {
  ColumnType,
  Generated,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';
import type { InventoryStatus, Provenance, SourceMethod } from '../constants';
import type { IsbnRecord } from './isbn-lookups';

/** One catalogue asked about an ISBN during a scan, and what came of it. */
export interface LookupAttempt {
  source: IsbnRecord['source'] | 'cache';
  outcome: 'found' | 'not_found' | 'error';
  error?: string;
  ms: number;
}

/**
 * The scan pipeline's notes on a copy (`metadata`, JSON). Every part is optional: rows made
 * before a part existed lack it, and readers must cope.
 */
export interface InventoryMetadata {
  /** Where each field's value came from; a reviewer's correction makes it `human`. */
  provenance?: Partial<Record<string, Provenance>>;
  lookup?: {
    source: IsbnRecord['source'] | null;
    cached: boolean;
    reason: 'not_found' | 'unreachable' | null;
    attempts: LookupAttempt[];
    record: Pick<IsbnRecord, 'subtitle' | 'subjects' | 'pageCount' | 'coverUrl' | 'infoUrl'> | null;
  } | null;
  reading?: {
    engine: 'ai' | 'ocr';
    engineDetail: string;
    fallbackReason: string | null;
    confidence: Record<string, number>;
    values: Record<string, string | number | null>;
  } | null;
  barcodeInPhoto?: boolean;
  /** The job reading the photos (a photo scan is saved at once and filled in when it ends). */
  readingJobId?: string;
  /** The user who scanned it. */
  scannedBy?: string;
}

export interface BookInventoryTable {
  id: Generated<number>;
  sku: string;
  title: string;
  author: string | null;
  isbn: string | null;
  category: string | null;
  description: string | null;
  sourceMethod: Generated<SourceMethod>;
  imageUrls: ColumnType<string[], string[] | undefined, string[]>;
  rawOcrText: string | null;
  qrCodeSvg: string | null;
  status: Generated<InventoryStatus>;
  branchId: Generated<string>;
  publisher: string | null;
  publicationYear: number | null;
  language: string | null;
  createdAt: Generated<Date>;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  verificationNotes: string | null;
  lastModified: Generated<Date>;
  copyNumber: number | null;
  /** The copy's shelf mark (`823.8 DIC`), or null; a stocktake may cover a range of them. */
  callNumber: Generated<string | null>;
  /** The title of the public collection this copy is of (set when it is verified). */
  bookId: number | null;
  metadata: JSONColumnType<InventoryMetadata, string | undefined, string>;
}
/** A copy as the API sends it. */
export type BookInventory = Selectable<BookInventoryTable>;
export type NewBookInventory = Insertable<BookInventoryTable>;
export type BookInventoryUpdate = Updateable<BookInventoryTable>;

/**
 * What the staff's search of the copies reads (migration 2026_11_26_130000): each copy's
 * `trigram_key` of title, author and ISBN, its status and date, kept by PostgreSQL's triggers
 * from `book_inventory`. Narrow, so a broad search counts its matches from few pages. Never
 * written by the application.
 */
export interface BookInventorySearchTable {
  id: ColumnType<number, never, never>;
  createdAt: ColumnType<Date, never, never>;
  status: ColumnType<InventoryStatus, never, never>;
  searchText: ColumnType<string, never, never>;
}
