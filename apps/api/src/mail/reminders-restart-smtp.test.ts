import { circulationUpkeep } from '@app/api-contract';
import { findJob, startJobQueue, type JobRunner } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { startFakeSmtp, type FakeSmtp } from '@app/testing/fake-smtp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing';

/**
 * A restart in the middle of a morning's reminders (a deploy, `systemctl restart`: SIGTERM,
 * which closes the app as `server.ts` does), through the job queue and nodemailer to a local
 * SMTP server: the stopping process takes no new reminder, the mails it has in hand are sent and
 * marked before it has closed, and the process started next sends the rest. Every reminder
 * arrives once: none lost, none twice (unlike a SIGKILL, which SMTP cannot make safe).
 */
const ORIGIN = 'https://library.example.lk';
const READERS = 40;
/** The reminder at whose arrival the restart is asked for. */
const RESTART_AT = 8;

let t: TestDatabase;
let smtp: FakeSmtp;
let enqueuer: JobRunner;
let closing: Promise<void> | null = null;
let first: FastifyInstance;
let second: FastifyInstance | undefined;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  smtp = await startFakeSmtp(0, {
    // As the server takes the eighth reminder, before it answers: the sender is mid-send.
    onMessage: () => {
      if (smtp.received.length === RESTART_AT) closing = first.close();
    },
  });
  enqueuer = await startJobQueue({ db: t.db });
});
afterAll(async () => {
  await closing;
  await second?.close();
  await enqueuer.stop(1);
  await smtp.close();
  await t.destroy();
});

const env = {
  SMTP_URL: '',
  MAIL_FROM: 'Jaffna Public Library <desk@library.example.lk>',
  PUBLIC_ORIGIN: ORIGIN,
  JOBS_POLL_SECONDS: '0.5',
};

/** Members with one loan each, due tomorrow: one due-soon reminder each. */
async function dueTomorrow() {
  const book = await t.db
    .insertInto('books')
    .values({ title: 'யாழ்ப்பாண வைபவமாலை', author: 'மயில்வாகனப் புலவர்', genre: 'history' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let k = 1; k <= READERS; k++) {
    const member = await t.db
      .insertInto('members')
      .values({
        memberNumber: `R${String(k).padStart(6, '0')}`,
        fullName: `Reader ${k}`,
        phone: null,
        email: `reader${k}@example.lk`,
        branchId: 'JPL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copy = await t.db
      .insertInto('bookInventory')
      .values({ sku: `JPL-RESTART-${k}`, title: 'யாழ்ப்பாண வைபவமாலை', status: 'ON_LOAN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('loans')
      .values({
        bookId: book.id,
        memberId: member.id,
        inventoryId: copy.id,
        dueDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      .execute();
  }
}

/** Copies received per Message-ID. */
function copiesById(): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = mail.headers['message-id']!;
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return copies;
}

const reminders = () =>
  t.db
    .selectFrom('memberMessages')
    .select(['id', 'status'])
    .where('kind', '=', 'due-soon')
    .execute();

const remindersJobs = () =>
  t.db
    .selectFrom('jobs')
    .select(['id', 'state', 'result'])
    .where('kind', '=', 'members.reminders')
    .orderBy('createdAt')
    .execute();

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('reminders across a restart', () => {
  it('are each sent once: the stopping process finishes what it has in hand, the next the rest', async () => {
    await dueTomorrow();
    const config = { ...env, SMTP_URL: smtp.url };
    first = await buildTestApp(t.db, { env: config });
    await circulationUpkeep({ db: t.db, jobs: enqueuer, now: () => new Date() });
    expect(await reminders()).toHaveLength(READERS);

    await until('the restart', () => closing !== null);
    await closing;
    // Closed: every mail the server took is marked sent, and nothing else is.
    const afterClose = await reminders();
    const sent = afterClose.filter((row) => row.status === 'sent');
    expect(sent.length).toBe(smtp.received.length);
    expect(sent.length).toBeGreaterThanOrEqual(RESTART_AT);
    expect(sent.length).toBeLessThan(READERS);
    expect(afterClose.filter((row) => row.status === 'queued')).toHaveLength(READERS - sent.length);
    const [stopped, handedOn] = await remindersJobs();
    expect(stopped).toMatchObject({
      state: 'completed',
      result: { sent: sent.length, handedOn: true },
    });
    expect(handedOn).toMatchObject({ state: 'queued' });

    second = await buildTestApp(t.db, { env: config });
    await until('every reminder', () => copiesById().size === READERS);
    await until(
      'the second job',
      async () => (await findJob(t.db, handedOn!.id))?.state === 'completed',
    );
    // Anything still on its way would arrive within this.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const copies = [...copiesById().values()];
    expect(copies).toHaveLength(READERS);
    expect(copies.every((n) => n === 1)).toBe(true);
    expect((await reminders()).every((row) => row.status === 'sent')).toBe(true);
    expect(await findJob(t.db, handedOn!.id)).toMatchObject({
      result: { sent: READERS - sent.length },
    });
  });
});
