import {
  DEFAULT_CATEGORY,
  INVENTORY_STATUSES,
  UNKNOWN_AUTHOR,
  UNKNOWN_TITLE,
} from '@app/db/constants';
import { z } from 'zod';
import { rowId } from './ids';
import type { CorrectableField } from '../inventory/fields';
import { bookGenreSchema } from './books';
import { listSearchText, pageFields } from './paging';
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

export const inventoryIdsInput = z.object({
  inventoryIds: z.array(rowId).min(1).max(500),
});

export const exportInventoryInput = z.object({
  format: z.enum(['csv', 'marcxml']),
  status: inventoryStatusSchema.optional(),
  /** The panel's search text (title, author or ISBN), applied as on screen. */
  q: listSearchText,
});

export const publicItemInput = z.object({ sku: requiredText(64) });
