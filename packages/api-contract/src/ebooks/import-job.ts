import {
  findUserById,
  finishJob,
  reportJobProgress,
  type JobResults,
  type RunningJob,
} from '@app/db';
import type { JobDeps } from '../jobs/deps';
import { importCandidateSchema, type BulkImportResult } from '../schemas/ebooks-import';
import { importCandidate, summarise } from './import';

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
