import { findImportedSourceIds, insertImportedEbook, type ImportedEbook } from '@app/db';
import { isAllowedCoverUrl } from '../ebooks/remote-hosts';
import { audited, changedFields } from '../audit';
import { appError } from '../errors';
import { UNKNOWN_AUTHOR } from '../inventory/process-scan';
import {
  ebookImportSearchInput,
  importBulkInput,
  importCandidateSchema,
  importEbookInput,
  IMPORT_SOURCE_NAMES,
  type BulkImportResult,
  type ImportCandidate,
  type ImportSearchResult,
} from '../schemas/ebooks-import';
import { EbookCatalogueError } from '../services';
import { staffProcedure } from '../trpc';

/** The outside service's failure as a translated app error (502/503/504, never a 500). */
function catalogueFailure(error: EbookCatalogueError) {
  const source = IMPORT_SOURCE_NAMES[error.source];
  const failure = error.failure;
  switch (failure.kind) {
    case 'timeout':
      return appError('IMPORT_SOURCE_TIMEOUT', error.message, { params: { source }, cause: error });
    case 'rate-limited':
      return appError('IMPORT_SOURCE_RATE_LIMITED', error.message, {
        params: { source, retryAfterSeconds: failure.retryAfterSeconds },
        cause: error,
      });
    case 'unavailable':
      return appError('IMPORT_SOURCE_UNAVAILABLE', error.message, {
        params: { source },
        cause: error,
      });
    case 'bad-answer':
      return appError('IMPORT_SOURCE_BAD_ANSWER', error.message, {
        params: { source },
        cause: error,
      });
  }
}

/** The e-book row an import candidate becomes. */
export function ebookFromCandidate(book: ImportCandidate): ImportedEbook {
  return {
    title: book.title,
    author: book.authors.length > 0 ? book.authors.join(', ') : UNKNOWN_AUTHOR,
    genre: book.genre,
    fileUrl: book.fileUrl,
    fileFormat: book.fileFormat,
    language: book.language,
    description: book.description ?? null,
    // A cover elsewhere than the allow-listed hosts is left out rather than handed on.
    coverImageUrl: book.coverUrl && isAllowedCoverUrl(book.coverUrl) ? book.coverUrl : null,
    publicationYear: book.publicationYear ?? null,
    tags: book.category ? [book.category.toLowerCase()] : [],
    isPublicDomain: true,
    source: book.source,
    sourceId: book.id,
  };
}

/** Imports one book and records it (only when it was new), in one transaction. */
function importOne(ctx: Parameters<typeof audited>[0], book: ImportedEbook) {
  return audited(ctx, async (trx) => {
    const imported = await insertImportedEbook(trx, book);
    const audit =
      imported.status === 'imported'
        ? {
            kind: 'ebooks.import',
            entity: 'ebook',
            entityId: imported.ebook.id,
            changes: changedFields(null, imported.ebook),
          }
        : null;
    return { result: imported, audit };
  });
}

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues
    .map((issue) => `${issue.path.map(String).join('.') || 'book'}: ${issue.message}`)
    .join('; ');

/**
 * Finding free e-books in Gutendex and Open Library and importing them (staff). A plain object
 * of procedures, spread into the `ebooks` router: `ebooks.importSearch`, `ebooks.import`,
 * `ebooks.importBulk`.
 */
export const ebooksImportProcedures = {
  importSearch: staffProcedure.input(ebookImportSearchInput).query(async ({ ctx, input }) => {
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
    .mutation(({ ctx, input }) => importOne(ctx, ebookFromCandidate(input.bookData))),

  /**
   * Up to 100 books. Each is checked and inserted on its own (one statement each, so a book
   * is either wholly in or not at all); a bad entry fails alone and the rest go on.
   */
  importBulk: staffProcedure.input(importBulkInput).mutation(async ({ ctx, input }) => {
    const results: BulkImportResult[] = [];
    const seen = new Set<string>();
    for (const raw of input.books) {
      const parsed = importCandidateSchema.safeParse(raw);
      const rawId = (raw as { id?: unknown }).id;
      const id = parsed.success ? parsed.data.id : typeof rawId === 'string' ? rawId : '';
      if (!parsed.success) {
        results.push({
          id,
          status: 'failed',
          appCode: 'INVALID_INPUT',
          message: describeIssues(parsed.error.issues),
        });
        continue;
      }
      const key = `${parsed.data.source}:${parsed.data.id}`;
      if (seen.has(key)) {
        results.push({ id, status: 'already' });
        continue;
      }
      seen.add(key);
      try {
        const { status } = await importOne(ctx, ebookFromCandidate(parsed.data));
        results.push({ id, status });
      } catch {
        // Database detail is not for the browser; the book is simply not in the library.
        results.push({ id, status: 'failed', appCode: 'INTERNAL', message: 'Could not be saved' });
      }
    }
    const count = (status: BulkImportResult['status']) =>
      results.filter((result) => result.status === status).length;
    return {
      imported: count('imported'),
      skipped: count('already'),
      failed: count('failed'),
      results,
    };
  }),
};
