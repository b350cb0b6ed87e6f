import {
  findPublicCopy,
  getCopy,
  getCopies,
  inventoryStats,
  listInventory,
  listScanHistory,
  streamInventory,
  reviewCopy,
  setMissingQrCodes,
  type InventoryCorrections,
} from '@app/db';
import { audited } from '../audit';
import { bookAudit } from '../books/audit';
import { appError } from '../errors';
import { csvChunks, marcXmlChunks } from '../inventory/export';
import { CORRECTABLE_FIELDS } from '../inventory/fields';
import { copyAudit } from '../inventory/audit';
import { coverForVerifying } from '../inventory/verify-cover';
import { checkIsbn } from '../inventory/isbn';
import { processScan } from '../inventory/process-scan';
import { publicCopyUrl, qrSvg } from '../inventory/qr';
import { code128Svg, isbnBarcodeSvg } from '../inventory/barcode';
import { jobView } from '../jobs/view';
import {
  exportInventoryInput,
  copyIdsInput,
  listInventoryInput,
  processScanInput,
  publicCopyInput,
  scanHistoryInput,
  updateInventoryInput,
  copyDetailOutput,
  copyLabelsOutput,
  copyOutput,
  copyPageOutput,
  generateQrOutput,
  copyIdInput,
  inventoryStatsOutput,
  publicCopyOutput,
  scannedCopyOutput,
  scanPageOutput,
} from '../schemas/inventory';
import { pageOf } from '../schemas/paging';
import { collectionProcedure, router, staffProcedure } from '../trpc';
import { streamedFileOutput, noInput } from '../schemas/shapes';

export const inventoryRouter = router({
  /** A page of the copies, newest first; a status and a title, author or ISBN search narrow it. */
  list: staffProcedure
    .input(listInventoryInput)
    .output(copyPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listInventory(ctx.db, input), input)),

  get: staffProcedure
    .input(copyIdInput)
    .output(copyDetailOutput)
    .query(async ({ ctx, input }) => {
      const copy = await getCopy(ctx.db, input.id);
      if (!copy) throw appError('NOT_FOUND', 'No such copy');
      return copy;
    }),

  stats: staffProcedure
    .input(noInput)
    .output(inventoryStatsOutput)
    .query(({ ctx }) => inventoryStats(ctx.db, ctx.now())),

  /** A page of your own scans, newest first (the scanner shows the first 10). */
  scanHistory: staffProcedure
    .input(scanHistoryInput)
    .output(scanPageOutput)
    .query(async ({ ctx, input }) => {
      const { items, total } = await listScanHistory(ctx.db, { ...input, userId: ctx.user.id });
      const scans = items.map(({ scanData, ...row }) => ({
        ...row,
        isbn: scanData.isbn ?? null,
        imageCount: scanData.imageCount ?? null,
        errorCode: scanData.errorCode ?? null,
        errorParams: scanData.errorParams ?? {},
      }));
      return pageOf({ items: scans, total }, input);
    }),

  processScan: staffProcedure
    .input(processScanInput)
    .output(scannedCopyOutput)
    .mutation(async ({ ctx, input }) => {
      const { copy, lookupSource, lookupReason, replayed, job } = await processScan(
        { db: ctx.db, services: ctx.services, userId: ctx.user.id, now: ctx.now(), audit: ctx },
        input,
      );
      // A photo scan answers at once; `job` is the reading that fills the copy in.
      return { ...copy, lookupSource, lookupReason, replayed, job: job ? jobView(job) : null };
    }),

  /** Review (spec §4): verify or reject only from AWAITING_REVIEW (else 409); corrections. */
  update: staffProcedure
    .input(updateInventoryInput)
    .output(copyOutput)
    .mutation(async ({ ctx, input }) => {
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
      // The cover is fetched before the verifying transaction, so no lock waits on the network.
      const coverUrl =
        input.status === 'VERIFIED'
          ? await coverForVerifying(ctx, input.id, corrections.isbn)
          : null;
      const updated = await audited(ctx, async (trx) => {
        const before = await getCopy(trx, input.id);
        const reviewed =
          before &&
          (await reviewCopy(trx, input.id, {
            status: input.status,
            verificationNotes: input.verificationNotes,
            corrections,
            correctedFields: Object.keys(corrections),
            userId: ctx.user.id,
            now: ctx.now(),
            collection: input.status === 'VERIFIED' ? { genre: input.genre, coverUrl } : undefined,
          }));
        if (!before || !reviewed) return { result: null, audit: null };
        const { createdTitle, ...after } = reviewed;
        const audit = copyAudit.reviewed(input.status, before, after);
        // A title the copy made is recorded before the copy's verification.
        return {
          result: after,
          audit: createdTitle ? [bookAudit.madeFromCopy(createdTitle), audit] : audit,
        };
      });
      if (updated) return updated;
      const current = await getCopy(ctx.db, input.id);
      if (!current) throw appError('NOT_FOUND', 'No such copy');
      throw appError('INVENTORY_NOT_AWAITING_REVIEW', `The copy is ${current.status}`, {
        params: { status: current.status },
      });
    }),

  /** Draws a QR code for each listed copy that has none; returns how many were new. */
  generateQr: staffProcedure
    .input(copyIdsInput)
    .output(generateQrOutput)
    .mutation(async ({ ctx, input }) => {
      const copies = await getCopies(ctx.db, input.inventoryIds);
      const missing = copies.filter((copy) => !copy.qrCodeSvg);
      const codes = await Promise.all(
        missing.map(async (copy) => ({
          id: copy.id,
          svg: await qrSvg(publicCopyUrl(ctx.services.publicOrigin, copy.sku)),
        })),
      );
      const generated = await audited(ctx, async (trx) => {
        const labelled = await setMissingQrCodes(trx, codes);
        return { result: labelled, audit: labelled.map(copyAudit.labelled) };
      });
      return { generated: generated.length, skipped: input.inventoryIds.length - generated.length };
    }),

  /** What the printable label sheet shows for each copy. */
  labels: staffProcedure
    .input(copyIdsInput)
    .output(copyLabelsOutput)
    .query(async ({ ctx, input }) => {
      const copies = await getCopies(ctx.db, input.inventoryIds);
      return copies.map((copy) => ({
        id: copy.id,
        sku: copy.sku,
        title: copy.title,
        author: copy.author,
        branchName: copy.branchName,
        qrCodeSvg: copy.qrCodeSvg,
        barcodeSvg: code128Svg(copy.sku),
        callNumber: copy.callNumber,
        isbn: copy.isbn,
        isbnBarcodeSvg: copy.isbn ? isbnBarcodeSvg(copy.isbn) : null,
        url: publicCopyUrl(ctx.services.publicOrigin, copy.sku),
      }));
    }),

  /**
   * The list as the panel shows it (status and search, over the whole table) as CSV or
   * Koha-ready MARCXML: a body streamed as the database hands over the rows.
   */
  export: staffProcedure
    .input(exportInventoryInput)
    .output(streamedFileOutput)
    .query(({ ctx, input }) => {
      const rows = streamInventory(ctx.db, { status: input.status, q: input.q });
      const stamp = ctx.now().toISOString().slice(0, 10);
      return input.format === 'csv'
        ? {
            filename: `inventory-${stamp}.csv`,
            contentType: 'text/csv; charset=utf-8',
            body: csvChunks(rows),
          }
        : {
            filename: `inventory-${stamp}.marcxml`,
            contentType: 'application/marcxml+xml; charset=utf-8',
            body: marcXmlChunks(rows),
          };
    }),

  /** A labelled copy's public page (what its QR code opens). */
  publicItem: collectionProcedure
    .input(publicCopyInput)
    .output(publicCopyOutput)
    .query(async ({ ctx, input }) => {
      const copy = await findPublicCopy(ctx.db, input.sku);
      if (!copy) throw appError('NOT_FOUND', 'No such copy');
      return copy;
    }),
});
