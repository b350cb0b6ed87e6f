import { findImportedSourceIds } from '@app/db';
import {
  catalogueFailure,
  ebookFromCandidate,
  importCandidate,
  importOne,
  summarise,
} from '../ebooks/import';
import { jobView } from '../jobs/view';
import {
  ebookImportSearchInput,
  importBulkInput,
  importEbookInput,
  type BulkImportResult,
  type ImportCandidate,
  type ImportSearchResult,
  importBulkOutput,
  importEbookOutput,
  importSearchOutput,
} from '../schemas/ebooks-import';
import { EbookCatalogueError } from '../services';
import { router, staffProcedure } from '../trpc';
import { jobOutput } from '../schemas/jobs';

/**
 * Finding free e-books in Gutendex and Open Library and importing them (staff). Merged into the
 * `ebooks` router in root.ts: `ebooks.importSearch`, `ebooks.import`, `ebooks.importBulk`,
 * `ebooks.importBulkJob`.
 */
export const ebooksImportRouter = router({
  importSearch: staffProcedure
    .input(ebookImportSearchInput)
    .output(importSearchOutput)
    .query(async ({ ctx, input }) => {
      let candidates: ImportCandidate[];
      try {
        candidates = await ctx.services.ebookCatalogues[input.source].search({
          query: input.query,
          language: input.language,
          category: input.category,
        });
      } catch (error) {
        if (error instanceof EbookCatalogueError) throw catalogueFailure(error);
        throw error;
      }
      const held = await findImportedSourceIds(
        ctx.db,
        input.source,
        candidates.map((book) => book.id),
      );
      const results: ImportSearchResult[] = candidates.map((book) => ({
        ...book,
        inLibrary: held.has(book.id),
      }));
      return { results };
    }),

  /** One book; importing it again answers `already` with the row the library holds. */
  import: staffProcedure
    .input(importEbookInput)
    .output(importEbookOutput)
    .mutation(({ ctx, input }) => importOne(ctx, ebookFromCandidate(input.bookData))),

  /**
   * Up to 100 books. Each is checked and inserted on its own (one statement each, so a book
   * is either wholly in or not at all); a bad entry fails alone and the rest go on.
   */
  importBulk: staffProcedure
    .input(importBulkInput)
    .output(importBulkOutput)
    .mutation(async ({ ctx, input }) => {
      const results: BulkImportResult[] = [];
      const seen = new Set<string>();
      for (const raw of input.books) {
        // The answer keeps the spec's shape: the e-book's id is the job's business.
        const { ebookId: _held, ...result } = await importCandidate(ctx, raw, seen);
        results.push(result);
      }
      return summarise(results);
    }),

  /**
   * The same import as a job (the dashboard's way): answers at once with the job, whose progress
   * counts the books done ("42 of 100 imported") and whose result is importBulk's answer. Each
   * imported book's remote file is then copied into the site's storage by a job of its own.
   */
  importBulkJob: staffProcedure
    .input(importBulkInput)
    .output(jobOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.services.jobs.enqueue(
        'ebooks.import-bulk',
        { books: input.books },
        { requestedBy: ctx.user.id, total: input.books.length },
      );
      return jobView(row);
    }),
});
