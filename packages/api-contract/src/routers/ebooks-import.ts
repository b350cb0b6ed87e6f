import {
  findImportedSourceIds,
  finishJob,
  findUserById,
  insertImportedEbook,
  reportJobProgress,
  type ImportedEbook,
  type JobResults,
  type RunningJob,
} from '@app/db';
import { isAllowedCoverUrl } from '../ebooks/remote-hosts';
import { audited, changedFields } from '../audit';
import { appError } from '../errors';
import type { JobDeps } from '../inventory/read-cover';
import { UNKNOWN_AUTHOR } from '../inventory/process-scan';
import { jobView } from '../jobs/view';
import {
  ebookImportSearchInput,
  importBulkInput,
  importBulkOutput,
  importCandidateSchema,
  importEbookInput,
  importEbookOutput,
  importSearchOutput,
  IMPORT_SOURCE_NAMES,
  type BulkImportResult,
  type ImportCandidate,
  type ImportSearchResult,
} from '../schemas/ebooks-import';
import { jobOutput } from '../schemas/jobs';
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

/**
 * One book of a bulk import, checked and inserted on its own (audited for whoever asked, in
 * one transaction); `seen` skips repeats.
 */
async function importCandidate(
  ctx: Parameters<typeof audited>[0],
  raw: unknown,
  seen: Set<string>,
): Promise<BulkImportResult> {
  const parsed = importCandidateSchema.safeParse(raw);
  const rawId = (raw as { id?: unknown }).id;
  const id = parsed.success ? parsed.data.id : typeof rawId === 'string' ? rawId : '';
  if (!parsed.success) {
    return {
      id,
      status: 'failed',
      appCode: 'INVALID_INPUT',
      message: describeIssues(parsed.error.issues),
    };
  }
  const key = `${parsed.data.source}:${parsed.data.id}`;
  if (seen.has(key)) return { id, status: 'already' };
  seen.add(key);
  try {
    const { status, ebook } = await importOne(ctx, ebookFromCandidate(parsed.data));
    return { id, status, ebookId: ebook.id };
  } catch {
    // Database detail is not for the browser; the book is simply not in the library.
    return { id, status: 'failed', appCode: 'INTERNAL', message: 'Could not be saved' };
  }
}

/** importBulk's answer from each book's outcome. */
function summarise(results: BulkImportResult[]) {
  const count = (status: BulkImportResult['status']) =>
    results.filter((result) => result.status === status).length;
  return {
    imported: count('imported'),
    skipped: count('already'),
    failed: count('failed'),
    results,
  };
}

/**
 * The bulk import job. Each book is inserted in one transaction with the job's progress and
 * results so far, so an attempt cut off by a restart resumes after the last book it finished:
 * no book is imported twice or counted twice. The last book settles the job.
 */
export async function importBooksJob(
  deps: JobDeps,
  job: RunningJob<'ebooks.import-bulk'>,
): Promise<void> {
  const books = job.payload.books;
  const earlier = job.row.result as JobResults['ebooks.import-bulk'] | null;
  const results: BulkImportResult[] = [...((earlier?.results as BulkImportResult[]) ?? [])];
  const seen = new Set<string>();
  for (const raw of books.slice(0, results.length)) {
    const candidate = importCandidateSchema.safeParse(raw);
    if (candidate.success) seen.add(`${candidate.data.source}:${candidate.data.id}`);
  }
  const asker = job.row.requestedBy ? await findUserById(deps.db, job.row.requestedBy) : null;
  const user = asker ? { id: asker.id, email: asker.email } : null;
  for (let index = results.length; index < books.length; index++) {
    const imported = await deps.db.transaction().execute(async (trx) => {
      // The book, its audit entry and the job's progress commit together.
      const result = await importCandidate({ db: trx, user, now: deps.now }, books[index], seen);
      results.push(result);
      const summary = summarise(results);
      const now = deps.now();
      if (results.length === books.length) {
        await finishJob(trx, job.id, { state: 'completed', result: summary, now });
      } else {
        await reportJobProgress(trx, job.id, { done: results.length, result: summary, now });
      }
      return result;
    });
    if (imported.status === 'imported' && imported.ebookId !== undefined) {
      const candidate = importCandidateSchema.parse(books[index]);
      await deps.services.jobs.enqueue(
        'ebooks.mirror',
        { ebookId: imported.ebookId, fileUrl: candidate.fileUrl },
        { requestedBy: job.row.requestedBy, total: 1, subjectId: String(imported.ebookId) },
      );
    }
  }
  if (books.length === 0) {
    await finishJob(deps.db, job.id, {
      state: 'completed',
      result: summarise([]),
      now: deps.now(),
    });
  }
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
};
