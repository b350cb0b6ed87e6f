import {
  findPublicInventoryItem,
  getInventoryItem,
  getInventoryItems,
  inventoryStats,
  listInventory,
  listScanHistory,
  reviewInventoryItem,
  setMissingQrCodes,
  type InventoryCorrections,
} from '@app/db';
import { z } from 'zod';
import { appError } from '../errors';
import { toCsv, toMarcXml } from '../inventory/export';
import { CORRECTABLE_FIELDS, matchesInventorySearch } from '../inventory/fields';
import { checkIsbn } from '../inventory/isbn';
import { processScan } from '../inventory/process-scan';
import { publicItemUrl, qrSvg } from '../inventory/qr';
import { jobView } from '../jobs/view';
import {
  exportInventoryInput,
  inventoryIdsInput,
  listInventoryInput,
  processScanInput,
  publicItemInput,
  updateInventoryInput,
} from '../schemas/inventory';
import { publicProcedure, router, staffProcedure } from '../trpc';

/** Recent scans the scanner screen lists (spec §9). */
const RECENT_SCANS = 10;
const EXPORT_LIMIT = 50_000;

export const inventoryRouter = router({
  list: staffProcedure
    .input(listInventoryInput)
    .query(({ ctx, input }) =>
      listInventory(ctx.db, { status: input?.status, limit: input?.limit ?? 500 }),
    ),

  get: staffProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .query(async ({ ctx, input }) => {
      const item = await getInventoryItem(ctx.db, input.id);
      if (!item) throw appError('NOT_FOUND', 'No such inventory item');
      return item;
    }),

  stats: staffProcedure.query(({ ctx }) => inventoryStats(ctx.db, ctx.now())),

  scanHistory: staffProcedure.query(async ({ ctx }) => {
    const rows = await listScanHistory(ctx.db, { userId: ctx.user.id, limit: RECENT_SCANS });
    return rows.map(({ scanData, ...row }) => ({
      ...row,
      isbn: scanData.isbn ?? null,
      imageCount: scanData.imageCount ?? null,
      errorCode: scanData.errorCode ?? null,
      errorParams: scanData.errorParams ?? {},
    }));
  }),

  processScan: staffProcedure.input(processScanInput).mutation(async ({ ctx, input }) => {
    const { item, lookupSource, lookupReason, replayed, job } = await processScan(
      { db: ctx.db, services: ctx.services, userId: ctx.user.id, now: ctx.now() },
      input,
    );
    // A photo scan answers at once; `job` is the reading that fills the copy in.
    return { ...item, lookupSource, lookupReason, replayed, job: job ? jobView(job) : null };
  }),

  /** Review (spec §4): verify or reject only from AWAITING_REVIEW (else 409); corrections. */
  update: staffProcedure.input(updateInventoryInput).mutation(async ({ ctx, input }) => {
    const corrections: InventoryCorrections = {};
    for (const key of CORRECTABLE_FIELDS) {
      if (input[key] !== undefined) Object.assign(corrections, { [key]: input[key] });
    }
    if (corrections.isbn) {
      const check = checkIsbn(corrections.isbn);
      if (!check.ok) {
        throw appError(check.code, 'Not a valid ISBN', {
          params: { isbn: check.cleaned, digits: check.cleaned.length },
        });
      }
      corrections.isbn = check.isbn13;
    }
    const updated = await reviewInventoryItem(ctx.db, input.id, {
      status: input.status,
      verificationNotes: input.verificationNotes,
      corrections,
      correctedFields: Object.keys(corrections),
      userId: ctx.user.id,
      now: ctx.now(),
    });
    if (updated) return updated;
    const current = await getInventoryItem(ctx.db, input.id);
    if (!current) throw appError('NOT_FOUND', 'No such inventory item');
    throw appError('INVENTORY_NOT_AWAITING_REVIEW', `Item is ${current.status}`, {
      params: { status: current.status },
    });
  }),

  /** Draws a QR code for each listed copy that has none; returns how many were new. */
  generateQr: staffProcedure.input(inventoryIdsInput).mutation(async ({ ctx, input }) => {
    const items = await getInventoryItems(ctx.db, input.inventoryIds);
    const missing = items.filter((item) => !item.qrCodeSvg);
    const codes = await Promise.all(
      missing.map(async (item) => ({
        id: item.id,
        svg: await qrSvg(publicItemUrl(ctx.services.publicOrigin, item.sku)),
      })),
    );
    const generated = await setMissingQrCodes(ctx.db, codes);
    return { generated: generated.length, skipped: input.inventoryIds.length - generated.length };
  }),

  /** What the printable label sheet shows for each copy. */
  labels: staffProcedure.input(inventoryIdsInput).query(async ({ ctx, input }) => {
    const items = await getInventoryItems(ctx.db, input.inventoryIds);
    return items.map((item) => ({
      id: item.id,
      sku: item.sku,
      title: item.title,
      author: item.author,
      branchName: item.branchName,
      qrCodeSvg: item.qrCodeSvg,
      url: publicItemUrl(ctx.services.publicOrigin, item.sku),
    }));
  }),

  /** The filtered list as CSV or Koha-ready MARCXML. */
  export: staffProcedure.input(exportInventoryInput).query(async ({ ctx, input }) => {
    const rows = (
      await listInventory(ctx.db, { status: input.status, limit: EXPORT_LIMIT })
    ).filter((item) => matchesInventorySearch(item, input.q));
    const stamp = ctx.now().toISOString().slice(0, 10);
    return input.format === 'csv'
      ? {
          filename: `inventory-${stamp}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: toCsv(rows),
        }
      : {
          filename: `inventory-${stamp}.marcxml`,
          contentType: 'application/marcxml+xml; charset=utf-8',
          body: toMarcXml(rows),
        };
  }),

  /** A labelled copy's public page (what its QR code opens). */
  publicItem: publicProcedure.input(publicItemInput).query(async ({ ctx, input }) => {
    const item = await findPublicInventoryItem(ctx.db, input.sku);
    if (!item) throw appError('NOT_FOUND', 'No such copy');
    return item;
  }),
});
