import {
  importBooksJob,
  passwordResetJob,
  readCoverJob,
  sendIssueJob,
  type Services,
} from '@app/api-contract';
import type { Db, JobRunner, JobTiming } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MirrorCache } from '../ebooks/files/mirror-cache';
import { mirrorEbookJob } from '../ebooks/files/mirror-job';
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

/**
 * This process's workers: photo readings (as many at once as JOBS_READ_CONCURRENCY), bulk
 * imports, copies of remote e-book files into the storage, newsletter issues sent by mail, and
 * forgotten passwords' links.
 * Each job's handler lives in its domain (`<domain>/<x>-job.ts`); here they are only registered.
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
  const ports = { db, services, now };
  await jobs.work(
    'inventory.read-cover',
    logged((job) => readCoverJob(ports, job)),
    { concurrency: deps.config.JOBS_READ_CONCURRENCY },
  );
  await jobs.work(
    'ebooks.import-bulk',
    logged((job) => importBooksJob(ports, job)),
  );
  await jobs.work(
    'ebooks.mirror',
    logged((job) => mirrorEbookJob({ db, mirror: deps.mirror, now }, job)),
  );
  await jobs.work(
    'newsletter.send',
    logged((job) => sendIssueJob(ports, job)),
  );
  await jobs.work(
    'auth.password-reset',
    logged((job) => passwordResetJob(ports, job)),
  );
}
