import {
  DEFAULT_CATEGORY,
  UNKNOWN_AUTHOR,
  UNKNOWN_TITLE,
  findScannedCopy,
  insertCopy,
  recordScan,
  scanningBranchOf,
  type Db,
  type InventoryMetadata,
  type NewCopy,
  type Provenance,
  type ScanData,
  type ScanType,
} from '@app/db';
import { TRPCError } from '@trpc/server';
import { audited } from '../audit';
import { copyAudit } from './audit';
import { appCodeOf, appError, appParamsOf } from '../errors';
import { MAX_SCAN_IMAGES, type ProcessScanInput } from '../schemas/inventory';
import {
  COVER_FIELDS,
  type CheckedImage,
  type CoverReading,
  type IsbnRecord,
  type Services,
} from '../services';
import { checkIsbn } from './isbn';
import { lookupIsbn, type LookupResult } from './lookup';

export { UNKNOWN_TITLE, UNKNOWN_AUTHOR, DEFAULT_CATEGORY };

const CATEGORY_WORDS: Array<[string, RegExp]> = [
  ['Poetry', /poe(try|ms)|verse/],
  ['Fiction', /fiction|novel|stories/],
  ['History', /histor/],
  ['Science', /science|physics|chemistry|biology|mathematic/],
  ['Technology', /technolog|computer|engineering|programming/],
  ['Art', /\bart\b|painting|music|design/],
];

/** The catalogue's subjects mapped onto the library's shelves, else 'General'. */
export function categoryFromSubjects(subjects: string[]): string | null {
  const words = subjects.join(' | ').toLowerCase();
  return CATEGORY_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

interface ScanContext {
  db: Db;
  services: Services;
  userId: string;
  now: Date;
  /** Who scans, for the audit trail (the copy and its entry are written together). */
  audit: Parameters<typeof audited>[0];
}

interface Draft {
  fields: Omit<NewCopy, 'metadata' | 'now' | 'imageUrls' | 'branchId'>;
  provenance: Record<string, Provenance>;
}

type DraftFields = Draft['fields'];

function pick<K extends keyof DraftFields & string>(
  draft: Draft,
  field: K,
  candidates: Array<[DraftFields[K] | null | undefined, Provenance]>,
) {
  for (const [value, source] of candidates) {
    if (value !== null && value !== undefined && value !== '') {
      draft.fields[field] = value;
      draft.provenance[field] = source;
      return;
    }
  }
}

/** Merges what a catalogue knows with what was read off the cover; the catalogue wins. */
export function draftFrom(
  record: IsbnRecord | null,
  reading: CoverReading | null,
  isbn: string | null,
) {
  const draft: Draft = {
    fields: {
      title: UNKNOWN_TITLE,
      author: UNKNOWN_AUTHOR,
      isbn,
      category: DEFAULT_CATEGORY,
      description: null,
      sourceMethod: 'MANUAL',
      rawOcrText: reading?.rawText || null,
      publisher: null,
      publicationYear: null,
      language: null,
    },
    provenance: { title: 'default', author: 'default', category: 'default' },
  };
  const read = reading?.engine ?? 'ocr';
  const authors = record?.authors.length ? record.authors.join(', ') : null;
  pick(draft, 'title', [
    [record?.title, 'lookup'],
    [reading?.title.value, read],
  ]);
  pick(draft, 'author', [
    [authors, 'lookup'],
    [reading?.author.value, read],
  ]);
  pick(draft, 'category', [
    [record ? categoryFromSubjects(record.subjects) : null, 'lookup'],
    [reading?.category.value, read],
  ]);
  pick(draft, 'description', [
    [record?.description, 'lookup'],
    [reading?.description.value, read],
  ]);
  pick(draft, 'publisher', [
    [record?.publisher, 'lookup'],
    [reading?.publisher.value, read],
  ]);
  pick(draft, 'publicationYear', [
    [record?.publicationYear, 'lookup'],
    [reading?.publicationYear.value, read],
  ]);
  pick(draft, 'language', [
    [record?.language, 'lookup'],
    [reading?.language.value, read],
  ]);
  if (isbn) draft.provenance.isbn = reading ? read : 'lookup';
  return draft;
}

export function lookupMetadata(lookup: LookupResult | null) {
  if (!lookup) return null;
  return {
    source: lookup.record?.source ?? null,
    cached: lookup.cached,
    reason: lookup.reason,
    attempts: lookup.attempts,
    record: lookup.record
      ? {
          subtitle: lookup.record.subtitle,
          subjects: lookup.record.subjects.slice(0, 20),
          pageCount: lookup.record.pageCount,
          coverUrl: lookup.record.coverUrl,
          infoUrl: lookup.record.infoUrl,
        }
      : null,
  };
}

export function readingMetadata(reading: CoverReading | null) {
  if (!reading) return null;
  const fields = COVER_FIELDS;
  return {
    engine: reading.engine,
    engineDetail: reading.engineDetail,
    fallbackReason: reading.fallbackReason,
    confidence: Object.fromEntries(fields.map((f) => [f, reading[f].confidence])),
    values: Object.fromEntries(fields.map((f) => [f, reading[f].value])),
  };
}

function isbnOrThrow(raw: string) {
  const check = checkIsbn(raw);
  if (check.ok) return check;
  const digits = check.cleaned.replace(/[^0-9X]/g, '').length;
  throw appError(check.code, `Not a valid ISBN: ${check.cleaned}`, {
    params: { isbn: check.cleaned, digits },
  });
}

async function checkImages(services: Services, dataUrls: string[]): Promise<CheckedImage[]> {
  if (dataUrls.length === 0) throw appError('IMAGES_REQUIRED', 'No images');
  if (dataUrls.length > MAX_SCAN_IMAGES) {
    throw appError('TOO_MANY_IMAGES', `At most ${MAX_SCAN_IMAGES} images`, {
      params: { max: MAX_SCAN_IMAGES },
    });
  }
  // Every photo passes the cheap checks before any is decoded (a pixel bomb, an SVG or a text
  // file in fifth place costs no decoding of the first four); then one by one, so the first
  // bad photo is named and nothing is decoded past it.
  for (const [index, url] of dataUrls.entries()) await services.vision.inspectImage(url, index);
  const images: CheckedImage[] = [];
  for (const [index, url] of dataUrls.entries()) {
    images.push(await services.vision.checkImage(url, index));
  }
  return images;
}

async function saveScannedCopy(ctx: ScanContext, input: ProcessScanInput) {
  const branchId = await scanningBranchOf(ctx.db, ctx.userId);
  let lookup: LookupResult | null = null;
  let isbn: string | null = null;
  let imageUrls: string[] = [];
  let barcodeInPhoto = false;
  if (input.scanType === 'image') {
    const images = await checkImages(ctx.services, input.images);
    // A barcode is found in a moment; reading the cover (AI or OCR) is the slow part, left to a job.
    const fromBarcode = await ctx.services.vision.findIsbnBarcode(images);
    if (fromBarcode) {
      barcodeInPhoto = true;
      isbn = isbnOrThrow(fromBarcode).isbn13;
      lookup = await lookupIsbn(ctx.db, ctx.services.catalogues, isbn, ctx.now);
    }
    // Stores are content-addressed: the same photo sent twice is one file and one URL.
    imageUrls = [
      ...new Set(await Promise.all(images.map((image) => ctx.services.images.save(image)))),
    ];
  } else {
    isbn = isbnOrThrow(input.isbn).isbn13;
    lookup = await lookupIsbn(ctx.db, ctx.services.catalogues, isbn, ctx.now);
  }
  const draft = draftFrom(lookup?.record ?? null, null, isbn);
  draft.fields.sourceMethod =
    input.scanType === 'image' && !barcodeInPhoto ? 'OCR_AI' : 'ISBN_SCAN';
  const copy = await audited(ctx.audit, async (trx) => {
    const saved = await insertCopy(trx, {
      ...draft.fields,
      imageUrls,
      branchId,
      now: ctx.now,
      metadata: {
        provenance: draft.provenance,
        lookup: lookupMetadata(lookup),
        reading: null,
        barcodeInPhoto,
        scannedBy: ctx.userId,
      },
    });
    return { result: saved, audit: copyAudit.scanned(saved) };
  });
  // Photos no catalogue could explain are read by a job; the copy is saved already, awaiting
  // review with the spec's defaults, and the job fills in what it reads.
  const job =
    input.scanType === 'image' && !lookup?.record
      ? await ctx.services.jobs.enqueue(
          'inventory.read-cover',
          { inventoryId: copy.id, imageUrls, userId: ctx.userId },
          { requestedBy: ctx.userId, total: imageUrls.length, subjectId: String(copy.id) },
        )
      : null;
  return {
    copy,
    lookupSource: lookup?.record?.source ?? null,
    lookupReason: lookup?.reason ?? null,
    job,
  };
}

function scanData(input: ProcessScanInput): ScanData {
  const data: ScanData =
    input.scanType === 'image' ? { imageCount: input.images.length } : { isbn: input.isbn };
  if (input.clientScanId) data.clientScanId = input.clientScanId;
  return data;
}

function lookupOutcome(metadata: InventoryMetadata) {
  return {
    lookupSource: metadata.lookup?.source ?? null,
    lookupReason: metadata.lookup?.reason ?? null,
  };
}

/**
 * The scanner's one call (spec §7 process-scan): validates, looks up or reads the cover, and
 * saves a copy awaiting review. Every attempt, failed or not, is a scan_history row; a failed
 * lookup or AI still saves the copy with the spec's defaults and the reason in `metadata`.
 */
export async function processScan(ctx: ScanContext, input: ProcessScanInput) {
  const scanType: ScanType = input.scanType;
  if (input.clientScanId) {
    const saved = await findScannedCopy(ctx.db, input.clientScanId);
    if (saved) {
      return { copy: saved, ...lookupOutcome(saved.metadata), job: null, replayed: true };
    }
  }
  try {
    const result = await saveScannedCopy(ctx, input);
    await recordScan(ctx.db, {
      userId: ctx.userId,
      scanType,
      scanData: { ...scanData(input), isbn: result.copy.isbn, sku: result.copy.sku },
      inventoryId: result.copy.id,
      success: true,
      errorMessage: null,
      now: ctx.now,
    });
    return { ...result, replayed: false };
  } catch (error) {
    const trpcError =
      error instanceof TRPCError
        ? error
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
    await recordScan(ctx.db, {
      userId: ctx.userId,
      scanType,
      scanData: {
        ...scanData(input),
        errorCode: appCodeOf(trpcError),
        errorParams: appParamsOf(trpcError),
      },
      inventoryId: null,
      success: false,
      errorMessage: trpcError.message,
      now: ctx.now,
    }).catch(() => undefined);
    throw trpcError;
  }
}
