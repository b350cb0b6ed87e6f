import {
  importBooksJob,
  readScanPhotos,
  runNewsletterIssueSend,
  type Services,
} from '@app/api-contract';
import { finishJob, type Db, type JobRunner, type JobTiming } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MirrorCache } from '../ebooks/files/mirror-cache';
import { RemoteFetchError } from '../ebooks/files/remote-fetch';
import type { Config } from '../env';

/** The queue's timing from the configuration. */
export function jobTiming(config: Config): Partial<JobTiming> {
  return {
    heartbeatSeconds: config.JOBS_HEARTBEAT_SECONDS,
    monitorSeconds: config.JOBS_MONITOR_SECONDS,
    pollSeconds: config.JOBS_POLL_SECONDS,
    maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
  };
}

/** Fetch failures no retry can mend: the file is not there, not a book, or not allowed. */
const FINAL_FETCH_FAILURES = new Set(['url-refused', 'not-an-ebook', 'too-large', 'http-status']);

/**
 * This process's workers: photo readings (as many at once as JOBS_READ_CONCURRENCY), bulk
 * imports, copies of remote e-book files into the storage, and newsletter issues sent by mail.
 */
export async function startWorkers(
  jobs: JobRunner,
  deps: {
    config: Config;
    db: Db;
    services: Services;
    mirror: MirrorCache;
    now: () => Date;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { db, services, now, log } = deps;
  const logged =
    <T extends { id: string; kind: string; attempt: number }>(run: (job: T) => Promise<void>) =>
    async (job: T) => {
      const started = Date.now();
      log.info({ jobId: job.id, kind: job.kind, attempt: job.attempt }, 'job started');
      try {
        await run(job);
        log.info({ jobId: job.id, kind: job.kind, ms: Date.now() - started }, 'job finished');
      } catch (error) {
        log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job attempt failed');
        throw error;
      }
    };
  await jobs.work(
    'inventory.read-cover',
    logged((job) => readScanPhotos({ db, services, now }, job)),
    { concurrency: deps.config.JOBS_READ_CONCURRENCY },
  );
  await jobs.work(
    'ebooks.import-bulk',
    logged((job) => importBooksJob({ db, services, now }, job)),
  );
  await jobs.work(
    'ebooks.mirror',
    logged(async (job) => {
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
    }),
  );
  await jobs.work(
    'newsletter.send',
    logged(async (job) => {
      // Each message is claimed once, so a retried attempt sends only what the last one did not.
      await runNewsletterIssueSend(
        {
          db,
          mailer: services.mailer,
          publicOrigin: deps.config.PUBLIC_ORIGIN,
          now,
        },
        job.payload.issueId,
      );
      await finishJob(db, job.id, {
        state: 'completed',
        result: { issueId: job.payload.issueId },
        now: now(),
      });
    }),
  );
}
