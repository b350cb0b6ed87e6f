import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob, finishJob } from './queries/jobs';
import { installJobQueue, startJobQueue, DEFAULT_JOB_TIMING, type JobRunner } from './job-queue';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * The queue's upkeep, run by pg-boss's supervisor on its own schedule: finished jobs leave
 * pg-boss's table once kept long enough (their outcome stays in our `jobs` row), and a job that
 * runs past its time is taken back and retried. The schedule is seconds here, hours in
 * production; the passes are the same code either way, and none may fail.
 */
let t: TestDatabase;
let queue: JobRunner;
const errors: Error[] = [];
const timing = {
  ...DEFAULT_JOB_TIMING,
  pollSeconds: 0.5,
  monitorSeconds: 1,
  maintenanceSeconds: 1,
  keepFinishedSeconds: 1,
  expireSeconds: 2,
  heartbeatSeconds: 10,
  retryDelaySeconds: 1,
};

beforeAll(async () => {
  t = await createTestDatabase({ seeded: false });
  await installJobQueue(t.db, timing);
  queue = await startJobQueue({ db: t.db, timing, onError: (error) => errors.push(error) });
});
afterAll(async () => {
  await queue?.stop(1);
  await t.destroy();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms)
      throw new Error(
        `timed out; last value ${JSON.stringify(value)}; errors: ${errors.slice(0, 2).join('; ')}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** pg-boss's own copies of a job (0 once maintenance has deleted it). */
const inQueue = async (id: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from pgboss.job where id = ${id}`.execute(
      t.db,
    )
  ).rows[0]!.n;

describe('the job queue’s maintenance', () => {
  it('deletes finished jobs from the queue on its schedule, keeping their outcome, and retries a job that ran past its time', async () => {
    let attempts = 0;
    let secondDone!: () => void;
    const second = new Promise<void>((resolve) => (secondDone = resolve));
    await queue.work(
      'ebooks.mirror',
      async (job) => {
        attempts += 1;
        if (job.payload.ebookId === 2 && job.attempt === 1) {
          // Hangs past expireSeconds: the monitor takes the job back and hands it out again.
          await second;
          throw new Error('the first attempt was taken back');
        }
        await finishJob(t.db, job.id, {
          state: 'completed',
          result: { ebookId: job.payload.ebookId, size: 1 },
          now: new Date(),
        });
        if (job.payload.ebookId === 2) secondDone();
        // Two at a time: the attempt that hangs holds one.
      },
      { concurrency: 2 },
    );

    const finished = await queue.enqueue(
      'ebooks.mirror',
      { ebookId: 1, fileUrl: 'https://x' },
      { requestedBy: null, total: 1 },
    );
    await until(
      () => findJob(t.db, finished.id),
      (job) => job?.state === 'completed',
    );
    expect(await inQueue(finished.id)).toBe(1);
    // Kept one second, then deleted by a pass that runs every second.
    await until(
      () => inQueue(finished.id),
      (n) => n === 0,
    );
    expect(await findJob(t.db, finished.id)).toMatchObject({ state: 'completed', done: 1 });

    const expired = await queue.enqueue(
      'ebooks.mirror',
      { ebookId: 2, fileUrl: 'https://x' },
      { requestedBy: null, total: 1 },
    );
    const retried = await until(
      () => findJob(t.db, expired.id),
      (job) => job?.state === 'completed',
    );
    expect(retried).toMatchObject({ attempts: 2 });
    expect(attempts).toBe(3);
    expect(errors).toEqual([]);
  }, 90_000);
});
