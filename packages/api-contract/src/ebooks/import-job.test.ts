import {
  findJob,
  startJobAttempt,
  startJobQueue,
  type JobQueue,
  type JobRunner,
  type RunningJob,
} from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ImportCandidate } from '../schemas/ebooks-import';
import { createTestContext } from '../testing/context';
import { testServices } from '../testing/fake-services';
import { importBooksJob } from './import-job';

let t: TestDatabase;
let queue: JobRunner;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  queue = await startJobQueue({ db: t.db, timing: { pollSeconds: 0.5 } });
});
afterAll(async () => {
  await queue.stop(1);
  await t.destroy();
});

const book = (id: number): ImportCandidate => ({
  id: String(id),
  source: 'gutenberg',
  title: `Job test book ${id}`,
  authors: ['Test Author'],
  genre: 'literature',
  fileFormat: 'EPUB',
  fileUrl: `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
  language: 'English',
  category: null,
  coverUrl: null,
  downloadCount: 0,
});

async function settled(id: string) {
  for (let i = 0; i < 200; i++) {
    const row = await findJob(t.db, id);
    if (row?.state === 'completed' || row?.state === 'failed') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the job did not finish');
}

const countOf = async (sourceIds: string[], db = t.db) =>
  (
    await db
      .selectFrom('ebooks')
      .select('sourceId')
      .where('source', '=', 'gutenberg')
      .where('sourceId', 'in', sourceIds)
      .execute()
  ).length;

describe('ebooks.importBulkJob', () => {
  it('answers at once with the job; the worker imports each book, counts them, and queues their files', async () => {
    const staff = await createTestContext(t.db, {
      role: 'librarian',
      services: { jobs: queue },
    });
    await queue.work('ebooks.import-bulk', (job) =>
      importBooksJob(
        { db: t.db, services: testServices({ jobs: queue }), now: () => new Date() },
        job,
      ),
    );
    // One that is not a candidate at all: the web never sends it, but the input allows it.
    const books = [
      book(910001),
      book(910002),
      { title: 'no id' } as unknown as ImportCandidate,
      book(910001),
      book(84),
    ];
    const job = await staff.caller.ebooks.importBulkJob({ books });
    expect(job).toMatchObject({ kind: 'ebooks.import-bulk', state: 'queued', done: 0, total: 5 });

    const done = await settled(job.id);
    expect(done).toMatchObject({ state: 'completed', done: 5, total: 5 });
    expect(done.result).toMatchObject({ imported: 2, skipped: 2, failed: 1 });
    expect(await countOf(['910001', '910002'])).toBe(2);
    // Each newly imported book's file is copied by a job of its own.
    const mirrors = await t.db
      .selectFrom('jobs')
      .select('subjectId')
      .where('kind', '=', 'ebooks.mirror')
      .execute();
    expect(mirrors).toHaveLength(2);
    // Its progress is the caller's to see, through the jobs router.
    expect(await staff.caller.jobs.get({ id: job.id })).toMatchObject({
      state: 'completed',
      done: 5,
    });
    const colleague = await createTestContext(t.db, { role: 'librarian' });
    expect((await colleague.refusal(colleague.caller.jobs.get({ id: job.id }))).appCode).toBe(
      'NOT_FOUND',
    );
  });

  it('resumes after the last book an interrupted attempt finished: none imported or counted twice', async () => {
    const books = [920001, 920002, 920003, 920004].map(book);
    // A database and a queue that nobody works, so this test drives the attempts itself (the
    // first test's worker takes this kind of job from the shared queue, within half a second).
    const own = await createTestDatabase({ seeded: true });
    const idle = await startJobQueue({ db: own.db, timing: { pollSeconds: 0.5 } });
    onTestFinished(async () => {
      await idle.stop(1);
      await own.destroy();
    });
    const row = await idle.enqueue(
      'ebooks.import-bulk',
      { books },
      { requestedBy: null, total: 4 },
    );
    let mirrorsQueued = 0;
    const failingSecondMirror: JobQueue = {
      enqueue: (...args) => {
        mirrorsQueued += 1;
        // The process dies right after the second book was committed.
        if (mirrorsQueued === 2) return Promise.reject(new Error('killed'));
        return idle.enqueue(...args);
      },
    };
    const attempt = async (jobs: JobQueue) => {
      const started = (await startJobAttempt(own.db, row.id, new Date()))!;
      const running: RunningJob<'ebooks.import-bulk'> = {
        id: row.id,
        kind: 'ebooks.import-bulk',
        payload: { books },
        row: started,
        attempt: started.attempts,
        lastAttempt: false,
        signal: new AbortController().signal,
        stopping: new AbortController().signal,
      };
      return importBooksJob(
        { db: own.db, services: testServices({ jobs }), now: () => new Date() },
        running,
      );
    };

    await expect(attempt(failingSecondMirror)).rejects.toThrow('killed');
    expect(await findJob(own.db, row.id)).toMatchObject({ state: 'active', done: 2 });
    await attempt(idle);
    const done = await findJob(own.db, row.id);
    expect(done).toMatchObject({ state: 'completed', done: 4, attempts: 2 });
    expect(done!.result).toMatchObject({ imported: 4, skipped: 0, failed: 0 });
    expect(await countOf(['920001', '920002', '920003', '920004'], own.db)).toBe(4);
  });
});
