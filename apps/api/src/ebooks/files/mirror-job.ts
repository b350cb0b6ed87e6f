import { finishJob, type Db, type RunningJob } from '@app/db';
import type { MirrorCache } from './mirror-cache';
import { RemoteFetchError } from './remote-fetch';

/** Fetch failures no retry can mend: the file is not there, not a book, or not allowed. */
const FINAL_FETCH_FAILURES = new Set(['url-refused', 'not-an-ebook', 'too-large', 'http-status']);

/**
 * The job that copies an imported e-book's remote file into the storage. Here, not in the
 * contract with the other jobs, because it works on the server's own files (the mirror).
 */
export async function mirrorEbookJob(
  deps: { db: Db; mirror: MirrorCache; now: () => Date },
  job: RunningJob<'ebooks.mirror'>,
): Promise<void> {
  const { db, now } = deps;
  try {
    const file = await deps.mirror.get(job.payload.fileUrl);
    await finishJob(db, job.id, {
      state: 'completed',
      result: { ebookId: job.payload.ebookId, size: file.size },
      now: now(),
    });
  } catch (error) {
    if (!(error instanceof RemoteFetchError) || !FINAL_FETCH_FAILURES.has(error.reason)) {
      throw error;
    }
    // Readers will get the same answer when they open it; trying again changes nothing.
    await finishJob(db, job.id, {
      state: 'failed',
      errorCode: 'EBOOK_FILE_UNAVAILABLE',
      now: now(),
    });
  }
}
