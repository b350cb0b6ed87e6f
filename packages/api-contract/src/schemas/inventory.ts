import type { InventoryMetadata } from '@app/db';
import {
  DEFAULT_CATEGORY,
  INVENTORY_STATUSES,
  SCAN_TYPES,
  SOURCE_METHODS,
  UNKNOWN_AUTHOR,
  UNKNOWN_TITLE,
} from '@app/db/constants';
import { z } from 'zod';
import { rowId } from './ids';
import type { CorrectableField } from '../inventory/fields';
import { bookGenreSchema } from './books';
import { jobOutput } from './jobs';
import { listSearchText, pageFields } from './paging';
import { instant, pageOutput } from './shapes';
import { optionalText, requiredText } from './text';

/** What a scan records when nothing better is known (spec §3); screens show them translated. */
export { DEFAULT_CATEGORY, UNKNOWN_AUTHOR, UNKNOWN_TITLE };

/** Photos per image scan (spec §9). */
export const MAX_SCAN_IMAGES = 5;
/** Largest photo, in bytes after base64 decoding. */
export const MAX_IMAGE_MB = 8;
// A data URL of 8 MB is about 11.2 million characters. Up to twice that, the procedure reads
// the length and answers "photo N is larger than 8 MB" (IMAGE_TOO_LARGE) without decoding it;
// anything longer is refused unread as malformed (the body limit bounds the whole request).
const MAX_DATA_URL_CHARS = 2 * (Math.ceil((MAX_IMAGE_MB * 1024 * 1024 * 4) / 3) + 100);

/**
 * Chosen by the device for each scan and kept when it re-sends after a lost connection: the
 * server answers a repeat with the copy it already saved instead of adding another.
 */
const clientScanId = z.uuid().optional();

export const processScanInput = z.discriminatedUnion('scanType', [
  z.object({
    scanType: z.enum(['barcode', 'manual']),
    isbn: z.string().max(64),
    clientScanId,
  }),
  z.object({
    scanType: z.literal('image'),
    clientScanId,
    // The count rule (1 to 5) is checked by the procedure, so it answers in words.
    images: z.array(z.string().max(MAX_DATA_URL_CHARS)).max(50),
  }),
]);
export type ProcessScanInput = z.infer<typeof processScanInput>;

export const inventoryStatusSchema = z.enum(INVENTORY_STATUSES);

/** Copies per page of the staff inventory list. */
export const DEFAULT_INVENTORY_PAGE = 50;

export const listInventoryInput = z
  .object({
    status: inventoryStatusSchema.optional(),
    /** Title, author or ISBN contains this (the panel's search). */
    q: listSearchText,
    ...pageFields(DEFAULT_INVENTORY_PAGE, 200),
  })
  .prefault({});

/** The scanner's recent scans (spec §9: 10). */
export const DEFAULT_SCAN_HISTORY_PAGE = 10;
export const scanHistoryInput = z.object(pageFields(DEFAULT_SCAN_HISTORY_PAGE, 100)).prefault({});

/** Corrections a reviewer may make before verifying: every correctable field, no other. */
export const inventoryCorrections = z.object({
  title: requiredText(500).optional(),
  author: optionalText(300),
  isbn: optionalText(32),
  category: optionalText(100),
  description: optionalText(5000, undefined, { multiline: true }),
  publisher: optionalText(300),
  publicationYear: z.number().int().min(1000).max(2100).nullable().optional(),
  language: optionalText(20),
  callNumber: optionalText(60),
} satisfies Record<CorrectableField, z.ZodType>);

export const updateInventoryInput = inventoryCorrections.extend({
  id: rowId,
  status: z.enum(['VERIFIED', 'ARCHIVED']).optional(),
  verificationNotes: optionalText(2000, undefined, { multiline: true }),
  /**
   * Verifying: the shelf of the public collection for a title this copy makes (its category's
   * genre when absent, else fiction). A copy joining an existing title leaves its genre alone.
   */
  genre: bookGenreSchema.optional(),
});
export type UpdateInventoryInput = z.infer<typeof updateInventoryInput>;

export const copyIdInput = z.object({ id: rowId });

export const copyIdsInput = z.object({
  inventoryIds: z.array(rowId).min(1).max(500),
});

export const exportInventoryInput = z.object({
  format: z.enum(['csv', 'marcxml']),
  status: inventoryStatusSchema.optional(),
  /** The panel's search text (title, author or ISBN), applied as on screen. */
  q: listSearchText,
});

export const publicCopyInput = z.object({ sku: requiredText(64) });

const isRecord = (value: unknown): value is InventoryMetadata =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The scan pipeline's notes on a copy (JSON): where each field came from, the look-up, the
 * cover reading. Every part is optional (older rows lack newer parts), so only its being an
 * object is checked; its parts are typed by `InventoryMetadata`.
 */
const copyMetadata = z.custom<InventoryMetadata>(isRecord).meta({
  override: {
    type: 'object',
    description:
      'Where each field came from (look-up, AI reading, OCR, a reviewer’s correction), the ' +
      'look-up and the cover reading.',
  },
});

/** A scanned copy as the review and the scanner see it. */
export const copyOutput = z.object({
  id: z.number().int(),
  /** `{BRANCH}-{ISBN13}-{copy}` or `{BRANCH}-U{yyyymmdd}-{n}` (docs/decisions/0008). */
  sku: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  isbn: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  sourceMethod: z.enum(SOURCE_METHODS),
  imageUrls: z.array(z.string()),
  status: inventoryStatusSchema,
  branchId: z.string(),
  publisher: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  language: z.string().nullable(),
  copyNumber: z.number().int().nullable(),
  /** The copy's shelf mark (`823.8 DIC`), or null; stocktakes cover ranges of them. */
  callNumber: z.string().nullable(),
  /** The title of the public collection the copy is on (once verified). */
  bookId: z.number().int().nullable(),
  createdAt: instant,
  verifiedAt: instant.nullable(),
  verifiedBy: z.string().nullable(),
  verificationNotes: z.string().nullable(),
  lastModified: instant,
  metadata: copyMetadata,
});

/** A page of the staff's inventory: each copy says whether it has a QR label yet. */
export const copyPageOutput = pageOutput(copyOutput.extend({ hasQrCode: z.boolean() }));

/** One copy with its OCR text, its QR drawing and its reviewer's name. */
export const copyDetailOutput = copyOutput.extend({
  rawOcrText: z.string().nullable(),
  qrCodeSvg: z.string().nullable(),
  verifiedByName: z.string().nullable(),
});

/** A scan's answer: the copy saved, what the catalogues said, and the reading job, if any. */
export const scannedCopyOutput = copyOutput.extend({
  lookupSource: z.enum(['openlibrary', 'googlebooks']).nullable(),
  lookupReason: z.enum(['not_found', 'unreachable']).nullable(),
  /** A repeat of the same `clientScanId`: the copy saved the first time. */
  replayed: z.boolean(),
  /** Photos no catalogue explained: the job reading them, which fills the copy in. */
  job: jobOutput.nullable(),
});

/** The scanner's figures; today is the library's day. */
export const inventoryStatsOutput = z.object({
  total: z.number().int(),
  awaitingReview: z.number().int(),
  verified: z.number().int(),
  onLoan: z.number().int(),
  archived: z.number().int(),
  scansToday: z.number().int(),
  bySource: z.object({ isbn: z.number().int(), ocr: z.number().int(), manual: z.number().int() }),
});

/** A page of your scans, failures with their `errorCode`. */
export const scanPageOutput = pageOutput(
  z.object({
    id: z.number().int(),
    scanType: z.enum(SCAN_TYPES),
    inventoryId: z.number().int().nullable(),
    success: z.boolean(),
    errorMessage: z.string().nullable(),
    createdAt: instant,
    title: z.string().nullable(),
    sku: z.string().nullable(),
    isbn: z.string().nullable(),
    imageCount: z.number().int().nullable(),
    errorCode: z.string().nullable(),
    errorParams: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);

/** QR labels drawn now, and copies that had one. */
export const generateQrOutput = z.object({
  generated: z.number().int(),
  skipped: z.number().int(),
});

/** What the printable label sheet shows for each copy. */
export const copyLabelsOutput = z.array(
  z.object({
    id: z.number().int(),
    sku: z.string(),
    title: z.string(),
    author: z.string().nullable(),
    branchName: z.string(),
    qrCodeSvg: z.string().nullable(),
    /** The copy's code as a Code 128 barcode, which a desk's USB scanner reads. */
    barcodeSvg: z.string(),
    /** Where the copy stands on the shelf (its spine label), when staff have set it. */
    callNumber: z.string().nullable(),
    /** The copy's ISBN-13, when it has one. */
    isbn: z.string().nullable(),
    /** That ISBN as the EAN-13 a back cover carries; null without a valid ISBN. */
    isbnBarcodeSvg: z.string().nullable(),
    /** The copy's public page, which its QR code holds. */
    url: z.string(),
  }),
);

/** A labelled copy's public details (what its QR code opens). */
export const publicCopyOutput = z.object({
  sku: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  isbn: z.string().nullable(),
  publisher: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  language: z.string().nullable(),
  status: inventoryStatusSchema,
  copyNumber: z.number().int().nullable(),
  branchName: z.string(),
  branchAddress: z.string().nullable(),
});
