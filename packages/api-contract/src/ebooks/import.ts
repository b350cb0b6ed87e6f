import { insertImportedEbook, type ImportedEbook } from '@app/db';
import { UNKNOWN_AUTHOR } from '@app/db/constants';
import { audited, type AuditContext } from '../audit';
import { appError } from '../errors';
import {
  importCandidateSchema,
  IMPORT_SOURCE_NAMES,
  type BulkImportResult,
  type ImportCandidate,
} from '../schemas/ebooks-import';
import type { EbookCatalogueError } from '../services';
import { ebookAudit } from './audit';
import { publishedEvents } from './published';
import { isAllowedCoverUrl } from './remote-hosts';

/** The outside service's failure as a translated app error (502/503/504, never a 500). */
export function catalogueFailure(error: EbookCatalogueError) {
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

/**
 * Imports one book and records it (only when it was new: its audit entry and its
 * `ebook.published`), in one transaction.
 */
export function importOne(ctx: AuditContext, book: ImportedEbook) {
  return audited(ctx, async (trx) => {
    const imported = await insertImportedEbook(trx, book);
    if (imported.status !== 'imported') return { result: imported, audit: null };
    const audit = ebookAudit.imported(imported.ebook);
    return { result: imported, audit, events: publishedEvents(null, imported.ebook) };
  });
}

/**
 * One book of a bulk import, checked and inserted on its own (audited for whoever asked, in
 * one transaction); `seen` skips repeats.
 */
export async function importCandidate(
  ctx: AuditContext,
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
export function summarise(results: BulkImportResult[]) {
  const count = (status: BulkImportResult['status']) =>
    results.filter((result) => result.status === status).length;
  return {
    imported: count('imported'),
    skipped: count('already'),
    failed: count('failed'),
    results,
  };
}

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues
    .map((issue) => `${issue.path.map(String).join('.') || 'book'}: ${issue.message}`)
    .join('; ');
