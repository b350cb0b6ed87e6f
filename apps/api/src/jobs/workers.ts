import {
  circulationUpkeep,
  eventMessageJob,
  eventPlacesUpkeep,
  importBooksJob,
  memberMessageJob,
  remindersJob,
  passwordResetJob,
  readCoverJob,
  sendIssueJob,
  webhookPausedJob,
  type Services,
} from '@app/api-contract';
import type { Db, JobRunner, JobTiming } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MirrorCache } from '../ebooks/files/mirror-cache';
import { mirrorEbookJob } from '../ebooks/files/mirror-job';
import type { Config } from '../env';
import { deliverWebhookJob } from '../webhooks/deliver-job';

/** Messages to members a worker takes at each fetch, and sends at once (as the reminders do). */
const MESSAGE_BATCH = 10;
const MESSAGES_AT_ONCE = 3;
/**
 * Webhook deliveries a worker takes at each fetch, and sends at once: a receiver's wait is
 * network time, not this process's, so several overlap (bench/webhooks).
 */
const WEBHOOK_BATCH = 20;
const WEBHOOKS_AT_ONCE = 10;

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
 * imports, copies of remote e-book files into the storage, newsletter issues sent by mail,
 * forgotten passwords' links, and messages to members (a hold ready, a hold expired).
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
  // One job per message (a return that sets a copy aside queues one); taken ten at a time and
  // sent three at once, and the next ten fetched at once while more wait: one job per poll
  // sent a busy desk's hold-ready mails at one every two seconds.
  await jobs.work(
    'members.message',
    logged((job) => memberMessageJob(ports, job)),
    { batchSize: MESSAGE_BATCH, batchAtOnce: MESSAGES_AT_ONCE },
  );
  await jobs.work(
    'members.reminders',
    logged((job) => remindersJob(ports, job)),
  );
  await jobs.work(
    'events.message',
    logged((job) => eventMessageJob(ports, job)),
  );
  await startWebhookWorkers(jobs, deps);
}

/**
 * Webhook deliveries and the e-mail about a paused endpoint (decision 0048). Not logged line by
 * line: a delivery's own row and attempts are its log, and a busy library makes thousands.
 */
async function startWebhookWorkers(
  jobs: JobRunner,
  deps: { config: Config; db: Db; services: Services; now: () => Date },
) {
  const { config, db, services, now } = deps;
  const rules = {
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    testReceivers: config.WEBHOOK_TEST_RECEIVERS,
  };
  await jobs.workRowless(
    'webhooks.deliver',
    (job) => deliverWebhookJob({ db, services, jobs, now, rules }, job),
    { batchSize: WEBHOOK_BATCH, batchAtOnce: WEBHOOKS_AT_ONCE },
  );
  await jobs.workRowless('webhooks.paused', (job) => webhookPausedJob({ db, services, now }, job));
}

/** How often the circulation's upkeep runs (holds past their last day, messages not queued). */
const UPKEEP_MS = 10 * 60_000;

/**
 * Runs the circulation's upkeep now and every UPKEEP_MS in this process; several processes may
 * run it at once (each hold is expired by one). Returns a stop that waits for a running round.
 */
export function startCirculationUpkeep(deps: {
  db: Db;
  jobs: JobRunner;
  now: () => Date;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = circulationUpkeep(deps)
      .then(() => eventPlacesUpkeep(deps))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'circulation upkeep failed'));
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, UPKEEP_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
