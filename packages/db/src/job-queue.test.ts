import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob, finishJob, reportJobProgress } from './queries/jobs';
import { startJobQueue, type JobRunner } from './job-queue';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;
const runners: JobRunner[] = [];
const fast = { pollSeconds: 0.5, monitorSeconds: 1, heartbeatSeconds: 10, retryDelaySeconds: 1 };

beforeAll(async () => {
  t = await createTestDatabase({ seeded: false });
});
afterAll(async () => {
  for (const runner of runners) await runner.stop(1);
  await t.destroy();
});

async function runner(): Promise<JobRunner> {
  const started = await startJobQueue({ db: t.db, timing: fast });
  runners.push(started);
  return started;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms)
      throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the job queue', () => {
  it('runs each queued job once, on one of several workers, with its progress on its row', async () => {
    const [a, b] = [await runner(), await runner()];
    const ran: string[] = [];
    for (const [name, queue] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await queue.work('ebooks.mirror', async (job) => {
        ran.push(`${name}:${job.payload.ebookId}`);
        await reportJobProgress(t.db, job.id, { done: 0, now: new Date() });
        await finishJob(t.db, job.id, {
          state: 'completed',
          result: { ebookId: job.payload.ebookId, size: 3 },
          now: new Date(),
        });
      });
    }
    const rows = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((ebookId) =>
        a.enqueue(
          'ebooks.mirror',
          { ebookId, fileUrl: 'https://x' },
          { requestedBy: null, total: 1 },
        ),
      ),
    );
    expect(rows.every((row) => row.state === 'queued' && row.done === 0)).toBe(true);
    for (const row of rows) {
      const finished = await until(
        () => findJob(t.db, row.id),
        (job) => job?.state === 'completed',
      );
      expect(finished).toMatchObject({ done: 1, total: 1, attempts: 1 });
    }
    expect(ran.map((entry) => entry.split(':')[1]).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('retries a job whose handler throws, and a job that fails for good says so on its row', async () => {
    const queue = await runner();
    let calls = 0;
    await queue.work('inventory.read-cover', async () => {
      calls += 1;
      throw new Error('the reader fell over');
    });
    const row = await queue.enqueue(
      'inventory.read-cover',
      { inventoryId: 1, imageUrls: [], userId: 'x' },
      { requestedBy: null, total: 1 },
    );
    const failed = await until(
      () => findJob(t.db, row.id),
      (job) => job?.state === 'failed',
      40_000,
    );
    expect(failed).toMatchObject({ errorCode: 'JOB_FAILED', attempts: 3 });
    expect(calls).toBe(3);
  }, 60_000);

  it('takes many jobs a batch at a time, a few at once, and settles each by its own outcome', async () => {
    const queue = await runner();
    const rows = [];
    for (let messageId = 1; messageId <= 12; messageId++) {
      rows.push(
        await queue.enqueue('members.message', { messageId }, { requestedBy: null, total: 1 }),
      );
    }
    let open = 0;
    let most = 0;
    await queue.work(
      'members.message',
      async (job) => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 50));
        open -= 1;
        // One job of a batch fails its first attempt: it alone is tried again.
        if (job.payload.messageId === 3 && job.attempt === 1) throw new Error('refused');
        await finishJob(t.db, job.id, {
          state: 'completed',
          result: { status: 'sent' },
          now: new Date(),
        });
      },
      { batchSize: 5, batchAtOnce: 2 },
    );
    const finished = [];
    for (const row of rows) {
      finished.push(
        await until(
          () => findJob(t.db, row.id),
          (job) => job?.state === 'completed',
        ),
      );
    }
    expect(most).toBe(2);
    expect(finished.map((job) => job!.attempts)).toEqual([1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('tells running jobs it is stopping, and waits for them to finish before it returns', async () => {
    const queue = await startJobQueue({ db: t.db, timing: fast });
    let told = false;
    await queue.work('members.reminders', async (job) => {
      await until(
        async () => job.stopping.aborted,
        (aborted) => aborted,
      );
      told = true;
      // What it had in hand takes a moment more, and is committed before the stop returns.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await finishJob(t.db, job.id, { state: 'completed', result: { sent: 1 }, now: new Date() });
    });
    const row = await queue.enqueue('members.reminders', {}, { requestedBy: null, total: 1 });
    await until(
      () => findJob(t.db, row.id),
      (job) => job?.state === 'active',
    );
    await queue.stop(10);
    expect(told).toBe(true);
    expect(await findJob(t.db, row.id)).toMatchObject({ state: 'completed', attempts: 1 });
  });
});
