import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromKysely, PgBoss, type Db as BossDatabase, type Job, type JobResult } from 'pg-boss';
import { poolOf, type Db } from './client';
import { JOB_KINDS, type JobKind } from './constants';
import { finishJob, insertJob, startJobAttempt } from './queries/jobs';
import type { Database } from './schema';
import type { JobRow } from './tables/jobs';

/** What each kind of job is given (besides its id). */
export interface JobPayloads {
  'inventory.read-cover': { inventoryId: number; imageUrls: string[]; userId: string };
  'ebooks.import-bulk': { books: unknown[] };
  'ebooks.mirror': { ebookId: number; fileUrl: string };
  /** Sends a newsletter issue to every confirmed subscriber not yet sent it (decision 0031). */
  'newsletter.send': { issueId: number };
  /**
   * E-mails a set-password link to the account with this address, if there is one: queued for
   * every request alike, so the answer says nothing of who has an account.
   */
  'auth.password-reset': { email: string; language: 'en' | 'si' | 'ta' };
  /** Sends one queued message to a member (`member_messages`), once. */
  'members.message': { messageId: number };
  /** Sends every queued message to members (the day's reminders), each once. */
  'members.reminders': Record<string, never>;
  /** Sends one queued mail about a place at an event (`event_messages`), once. */
  'events.message': { messageId: number };
  /**
   * One attempt at a webhook delivery (decision 0048). Rowless: the delivery's own row and its
   * attempts are the record, so no `jobs` row is kept for each of the many.
   */
  'webhooks.deliver': { deliveryId: string };
  /**
   * E-mails the super admins that a webhook endpoint was paused, once; rowless, queued in the
   * transaction that paused it.
   */
  'webhooks.paused': { endpointId: string };
}

/** Kinds queued with `sendRowless` and run with `workRowless`: no `jobs` row each. */
export type RowlessJobKind = 'webhooks.deliver' | 'webhooks.paused';

/** One attempt at a rowless job, as its handler receives it. */
export type RowlessJob<K extends RowlessJobKind> = Omit<RunningJob<K>, 'row'>;

/** Queues work; the contract's routers see only this. */
export interface JobQueue {
  /**
   * Queues a job: its row (what the UI follows) and pg-boss's job are written in one
   * transaction, so a job is never shown without being queued, nor queued without being shown.
   */
  enqueue<K extends JobKind>(
    kind: K,
    payload: JobPayloads[K],
    meta: { requestedBy: string | null; total: number; subjectId?: string },
  ): Promise<JobRow>;
}

/** One attempt at a job, as a handler receives it. */
export interface RunningJob<K extends JobKind> {
  id: string;
  kind: K;
  payload: JobPayloads[K];
  /** The job's row as this attempt starts: `done` and `result` say what earlier attempts did. */
  row: JobRow;
  /** 1 for the first attempt. */
  attempt: number;
  /** The last attempt pg-boss will make: a failure now is final. */
  lastAttempt: boolean;
  /** Aborted when pg-boss takes the job back (stop, lost heartbeat). */
  signal: AbortSignal;
  /**
   * Aborted when this process stops taking work (a restart, a deploy): a job that works through
   * many items stops at the next one, lets those in hand finish and commit, and leaves the rest
   * to another process, before the stop's grace runs out and pg-boss takes the job back.
   */
  stopping: AbortSignal;
}

/**
 * Does the work of one job. It settles the job itself (`finishJob`, in the transaction of its
 * last write), which is what makes a retried job apply its outcome once; throwing asks for a
 * retry (or, on the last attempt, fails the job after the handler has recorded why).
 */
export type JobHandler<K extends JobKind> = (job: RunningJob<K>) => Promise<void>;

export interface JobTiming {
  /** A worker that stops beating for this long has its job taken back and retried (≥ 10). */
  heartbeatSeconds: number;
  /** How often pg-boss looks for jobs whose worker went silent. */
  monitorSeconds: number;
  /** How often an idle worker asks for work. */
  pollSeconds: number;
  /** Attempts after the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running this long is taken back and retried, even with a live heartbeat. */
  expireSeconds: number;
  /**
   * How often the queue's own copies of finished jobs are deleted (their outcome stays in our
   * `jobs` row, which is what anyone reads).
   */
  maintenanceSeconds: number;
  /** How long pg-boss keeps a finished job before that maintenance deletes it. */
  keepFinishedSeconds: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = {
  heartbeatSeconds: 30,
  monitorSeconds: 30,
  pollSeconds: 2,
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireSeconds: 3600,
  maintenanceSeconds: 3600,
  keepFinishedSeconds: 86_400,
};

/** How a process takes jobs of one kind. */
export interface WorkOptions {
  /** Workers polling for this kind (each with its batch). */
  concurrency?: number;
  /**
   * Jobs a worker takes at each fetch (1: one job per poll), run `batchAtOnce` at a time; a
   * full batch is followed by the next fetch at once, not the poll's interval, so many small
   * jobs queued at once (a desk's returns telling members their holds are ready) go as fast
   * as they are handled.
   */
  batchSize?: number;
  batchAtOnce?: number;
}

export interface JobRunner extends JobQueue {
  /** Runs jobs of `kind` in this process. */
  work<K extends JobKind>(kind: K, handler: JobHandler<K>, options?: WorkOptions): Promise<void>;
  /**
   * Queues jobs that keep no `jobs` row (their own table is their record), in `db`'s
   * transaction when given: they exist if and only if it commits.
   */
  sendRowless<K extends RowlessJobKind>(
    kind: K,
    payloads: ReadonlyArray<JobPayloads[K]>,
    options?: { db?: Kysely<Database> },
  ): Promise<void>;
  /** Runs rowless jobs of `kind` in this process; a handler that throws has its job retried. */
  workRowless<K extends RowlessJobKind>(
    kind: K,
    handler: (job: RowlessJob<K>) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Waiting, running and failed jobs per kind, as pg-boss counts them (for /metrics). */
  depth(): Promise<Array<{ kind: string; queued: number; active: number; failed: number }>>;
  /**
   * Stops taking work, tells running jobs (`stopping`) and waits up to `timeoutSeconds` for
   * them to return; a job still running then is failed and retried elsewhere. The pool stays.
   */
  stop(timeoutSeconds?: number): Promise<void>;
}

/** pg-boss's schema; its tables are its own, created and upgraded by `installJobQueue`. */
const SCHEMA = 'pgboss';
/** Where pg-boss copies a job that failed for good, so its row can say so. */
const DEAD = 'jobs.dead';

/**
 * pg-boss over the app's own pool (no second pool to size and watch), through pg itself: its
 * maintenance sends several statements in one query and reads the result of each (an advisory
 * lock's row, then the batch's), which pg answers as one result per statement and Kysely would
 * cut down to none. pg-boss reads its own snake_case columns, so no camel-case plugin either.
 */
function poolDatabase(db: Db): BossDatabase {
  const pool = poolOf(db);
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as unknown;
      const results = (Array.isArray(result) ? result : [result]) as Array<{ rows?: unknown[] }>;
      return { rows: results.flatMap((each) => each.rows ?? []) };
    },
  };
}

function boss(db: Db, timing: JobTiming, role: 'install' | 'run') {
  return new PgBoss({
    // Workers poll (no LISTEN).
    db: poolDatabase(db),
    schema: SCHEMA,
    supervise: role === 'run',
    schedule: false,
    migrate: role === 'install',
    createSchema: role === 'install',
    monitorIntervalSeconds: timing.monitorSeconds,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
    // Each pass does whichever of the two is due.
    superviseIntervalSeconds: Math.min(timing.monitorSeconds, timing.maintenanceSeconds),
    // Its other checks on the monitor's schedule too (pg-boss's least for the background
    // migrations is 10 s), so a test that shortens it runs every kind of pass.
    queueCacheIntervalSeconds: Math.min(timing.monitorSeconds, 60),
    bamIntervalSeconds: Math.max(10, Math.min(timing.monitorSeconds, 60)),
  });
}

/** A queue's settings from the timing (the same for a new queue and one made long ago). */
const queueOptions = (timing: JobTiming) => ({
  retryLimit: timing.retryLimit,
  retryDelay: timing.retryDelaySeconds,
  retryBackoff: true,
  heartbeatSeconds: timing.heartbeatSeconds,
  expireInSeconds: timing.expireSeconds,
  deleteAfterSeconds: timing.keepFinishedSeconds,
  deadLetter: DEAD,
});

/**
 * Creates (or upgrades) pg-boss's schema and the queues. Run by `pnpm db:migrate` and at start,
 * like the app's migrations; safe to run from several processes at once.
 */
export async function installJobQueue(db: Db, timing = DEFAULT_JOB_TIMING): Promise<void> {
  const installer = boss(db, timing, 'install');
  installer.on('error', () => undefined);
  await installer.start();
  try {
    const dead = {
      retryLimit: 5,
      retryDelay: timing.retryDelaySeconds,
      deleteAfterSeconds: timing.keepFinishedSeconds,
    };
    await installer.createQueue(DEAD, dead);
    await installer.updateQueue(DEAD, dead);
    // Made once; updated every time, so a changed timing reaches a database migrated long ago.
    for (const kind of JOB_KINDS) {
      await installer.createQueue(kind, queueOptions(timing));
      await installer.updateQueue(kind, queueOptions(timing));
    }
  } finally {
    await installer.stop({ graceful: false, close: false });
  }
}

/** Whether pg-boss's schema and our queues are in place (for /api/ready). */
export async function jobQueueInstalled(db: Db): Promise<boolean> {
  const { sql } = await import('kysely');
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables
    where table_schema = ${SCHEMA} and table_name = 'queue'`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Runs a fetched batch `atOnce` jobs at a time and answers each job's outcome: `completed`
 * when its handler returned, `failed` (retried, or dead on its last attempt) when it threw.
 */
async function settleEach<T extends { id: string }>(
  jobs: T[],
  atOnce: number,
  run: (job: T) => Promise<void>,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        await run(job);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ id: job.id, status: 'failed', output: { message } });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, lane));
  return results;
}

/** pg-boss's options for a worker of `options`, batches included. */
function bossWorkOptions(timing: JobTiming, options: WorkOptions) {
  const batchSize = options.batchSize ?? 1;
  return {
    localConcurrency: options.concurrency ?? 1,
    pollingIntervalSeconds: timing.pollSeconds,
    batchSize,
    burstWhenBatchFull: batchSize > 1,
    // Each job of a batch settled by its own outcome: one that throws is retried alone.
    perJobResults: true as const,
  };
}

/**
 * The job queue over PostgreSQL: pg-boss delivers each job to one worker of one process at a
 * time (SKIP LOCKED), retries it when it fails or its worker dies (no heartbeat), and our `jobs`
 * row carries its progress and outcome.
 */
export async function startJobQueue(options: {
  db: Db;
  timing?: Partial<JobTiming>;
  onError?: (error: Error) => void;
  now?: () => Date;
}): Promise<JobRunner> {
  const timing = { ...DEFAULT_JOB_TIMING, ...options.timing };
  const now = options.now ?? (() => new Date());
  const { db } = options;
  const runner = boss(db, timing, 'run');
  const stopping = new AbortController();
  runner.on('error', (error: Error) => options.onError?.(error));
  await runner.start();

  // A job that failed for good (its worker died on the last attempt, or it kept throwing):
  // its row says so, unless the handler already settled it.
  await runner.work<{ jobId?: string }>(
    DEAD,
    { pollingIntervalSeconds: timing.pollSeconds },
    async (jobs) => {
      for (const job of jobs) {
        // A rowless job (a webhook delivery) has no row to mark: its own table says what became of it.
        if (!job.data.jobId) continue;
        await finishJob(db, job.data.jobId, {
          state: 'failed',
          errorCode: 'JOB_FAILED',
          now: now(),
        });
      }
    },
  );

  return {
    async enqueue(kind, payload, meta) {
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        const row = await insertJob(trx, { id, kind, ...meta });
        // The heartbeat on the job itself: the queue's was fixed when it was first installed,
        // and JOBS_HEARTBEAT_SECONDS must apply to a database migrated long ago too.
        await runner.send(
          kind,
          { jobId: id, payload },
          { id, db: fromKysely(trx), heartbeatSeconds: timing.heartbeatSeconds },
        );
        return row;
      });
    },

    async work(kind, handler, workOptions = {}) {
      const run = async (job: Job<{ jobId: string; payload: JobPayloads[typeof kind] }>) => {
        const row = await startJobAttempt(db, job.data.jobId, now());
        // Settled by an earlier attempt whose acknowledgement was lost: nothing to redo.
        if (!row) return;
        await handler({
          id: job.data.jobId,
          kind,
          payload: job.data.payload,
          row,
          attempt: job.retryCount + 1,
          lastAttempt: job.retryCount >= timing.retryLimit,
          signal: job.signal,
          stopping: stopping.signal,
        });
      };
      await runner.work<{ jobId: string; payload: JobPayloads[typeof kind] }>(
        kind,
        bossWorkOptions(timing, workOptions),
        (jobs) => settleEach(jobs, workOptions.batchAtOnce ?? 1, run),
      );
    },

    async sendRowless(kind, payloads, sendOptions = {}) {
      if (payloads.length === 0) return;
      await runner.insert(
        kind,
        payloads.map((payload) => ({
          data: { payload },
          heartbeatSeconds: timing.heartbeatSeconds,
        })),
        sendOptions.db ? { db: fromKysely(sendOptions.db) } : {},
      );
    },

    async workRowless(kind, handler, workOptions = {}) {
      await runner.work<{ payload: JobPayloads[typeof kind] }>(
        kind,
        bossWorkOptions(timing, workOptions),
        (jobs) =>
          settleEach(jobs, workOptions.batchAtOnce ?? 1, (job) =>
            handler({
              id: job.id,
              kind,
              payload: job.data.payload,
              attempt: job.retryCount + 1,
              lastAttempt: job.retryCount >= timing.retryLimit,
              signal: job.signal,
              stopping: stopping.signal,
            }),
          ),
      );
    },

    async depth() {
      const queues = await runner.getQueues([...JOB_KINDS]);
      return queues.map((queue) => ({
        kind: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      }));
    },

    async stop(timeoutSeconds = 10) {
      stopping.abort();
      await runner.stop({ graceful: true, timeout: timeoutSeconds * 1000, close: false });
    },
  };
}
