import type { Kysely } from 'kysely';
import type { Db } from '../client';
import type { JobKind, JobState } from '../constants';
import type { Database } from '../schema';
import type { JobResult, JobRow } from '../tables/jobs';

type Executor = Db | Kysely<Database>;

export interface NewJob {
  id: string;
  kind: JobKind;
  requestedBy: string | null;
  subjectId?: string | null;
  total: number;
}

/** The job's row, written in the transaction that queues it. */
export function insertJob(db: Executor, job: NewJob): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      id: job.id,
      kind: job.kind,
      requestedBy: job.requestedBy,
      subjectId: job.subjectId ?? null,
      total: job.total,
      result: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A worker took the job: `active`, one more attempt. Null when the job has already finished
 * (an attempt that pg-boss handed out again after the first one had settled it).
 */
export function startJobAttempt(db: Executor, id: string, now: Date): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({ state: 'active', attempts: eb('attempts', '+', 1), updatedAt: now }))
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'active'])
    .returningAll()
    .executeTakeFirst();
}

/** How far the job has got, and what it has done so far (written with the work it counts). */
export async function reportJobProgress(
  db: Executor,
  id: string,
  progress: { done: number; result?: JobResult; now: Date },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      done: progress.done,
      updatedAt: progress.now,
      ...(progress.result ? { result: JSON.stringify(progress.result) } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .execute();
}

/**
 * Settles the job once: completed (with its result) or failed (with an app error code). Returns
 * false when it was already settled, so work guarded by it is applied exactly once.
 */
export async function finishJob(
  db: Executor,
  id: string,
  outcome: {
    state: Extract<JobState, 'completed' | 'failed'>;
    result?: JobResult;
    errorCode?: string;
    now: Date;
  },
): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: outcome.state,
      done: outcome.state === 'completed' ? eb.ref('total') : eb.ref('done'),
      errorCode: outcome.errorCode ?? null,
      updatedAt: outcome.now,
      finishedAt: outcome.now,
      ...(outcome.result ? { result: JSON.stringify(outcome.result) } : {}),
    }))
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'active'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Someone's jobs of some kinds, newest first: running ones and those finished since `since`. */
export function listJobs(
  db: Db,
  filter: { requestedBy: string; kinds: JobKind[]; since: Date; limit: number },
): Promise<JobRow[]> {
  if (filter.kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('requestedBy', '=', filter.requestedBy)
    .where('kind', 'in', filter.kinds)
    .where((eb) =>
      eb.or([eb('state', 'in', ['queued', 'active']), eb('updatedAt', '>=', filter.since)]),
    )
    .orderBy('createdAt', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Jobs by kind and state (for /metrics). */
export function countJobs(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['kind', 'state'])
    .execute();
}
