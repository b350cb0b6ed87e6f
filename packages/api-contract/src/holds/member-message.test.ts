import { randomUUID } from 'node:crypto';
import {
  findJob,
  insertJob,
  listMemberMessages,
  queueLoanReminders,
  type RunningJob,
} from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../services';
import { fakeJobs, testServices } from '../testing/fake-services';
import { remindersJob } from './member-message';

/**
 * The reminders job on the real database: it sends a morning's reminders a few at a time, each
 * once; a refused mail fails the attempt after the other senders have stopped, and the retry
 * sends what is left, nothing twice.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

// 10:00 in Jaffna on Tuesday 1 December 2026; the loans are due the next evening.
const NOW = new Date('2026-12-01T04:30:00Z');
const DUE = new Date('2026-12-02T18:29:59.999Z');
const READERS = 40;

/** Members with one loan each, due tomorrow: one due-soon reminder each. */
async function dueTomorrow(count: number) {
  const book = await t.db
    .insertInto('books')
    .values({ title: 'Reminder title', author: 'A. Writer', genre: 'history' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let k = 1; k <= count; k++) {
    const member = await t.db
      .insertInto('members')
      .values({
        memberNumber: `J${String(k).padStart(6, '0')}`,
        fullName: `Reader ${k}`,
        phone: null,
        email: `reader${k}@example.lk`,
        branchId: 'JPL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copy = await t.db
      .insertInto('bookInventory')
      .values({ sku: `JPL-REMINDERS-${k}`, title: 'Reminder title', status: 'ON_LOAN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('loans')
      .values({ bookId: book.id, memberId: member.id, inventoryId: copy.id, dueDate: DUE })
      .execute();
  }
}

/** A mailer that takes a few milliseconds per mail, counts how many it holds at once, and refuses `refuse`. */
function slowMailer(refuse: string | null) {
  const sent: MailMessage[] = [];
  let open = 0;
  let most = 0;
  const mailer: Mailer = {
    configured: true,
    from: 'desk@library.example.lk',
    async send(message) {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      if (message.to === refuse) throw new Error(`mailbox ${message.to} refused`);
      sent.push(message);
    },
  };
  return { mailer, sent, most: () => most };
}

async function runJob(
  mailer: Mailer,
  options: { stopping?: AbortSignal; jobs?: ReturnType<typeof fakeJobs> } = {},
) {
  const row = await insertJob(t.db, {
    id: randomUUID(),
    kind: 'members.reminders',
    requestedBy: null,
    total: READERS,
  });
  const job = {
    id: row.id,
    kind: 'members.reminders',
    payload: {},
    row,
    stopping: options.stopping ?? new AbortController().signal,
  } as RunningJob<'members.reminders'>;
  const services = testServices({ mailer, jobs: (options.jobs ?? fakeJobs()).jobs });
  await remindersJob({ db: t.db, services, now: () => NOW }, job);
  return findJob(t.db, row.id);
}

describe('the reminders job', () => {
  it('sends a few at a time; a refusal stops the attempt, and the retry sends the rest, each once', async () => {
    await dueTomorrow(READERS);
    expect(await queueLoanReminders(t.db, NOW)).toHaveLength(READERS);

    const refusing = slowMailer('reader7@example.lk');
    await expect(runJob(refusing.mailer)).rejects.toThrow('reader7@example.lk refused');
    expect(refusing.most()).toBeGreaterThan(1);
    // Stopped early: what went is marked, the refused one and the rest wait.
    expect(refusing.sent.length).toBeLessThan(READERS - 1);
    const statuses = await t.db.selectFrom('memberMessages').select('status').execute();
    expect(statuses.filter((m) => m.status === 'sent')).toHaveLength(refusing.sent.length);

    const working = slowMailer(null);
    const finished = await runJob(working.mailer);
    expect(finished).toMatchObject({
      state: 'completed',
      result: { sent: READERS - refusing.sent.length },
    });
    const everyone = [...refusing.sent, ...working.sent].map((mail) => mail.to).sort();
    expect(everyone).toEqual(
      Array.from({ length: READERS }, (_, i) => `reader${i + 1}@example.lk`).sort(),
    );
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'reader7@example.lk')
      .executeTakeFirstOrThrow();
    expect(await listMemberMessages(t.db, member.id)).toMatchObject([
      { kind: 'due-soon', status: 'sent' },
    ]);
  });

  it('told the process is stopping, sends what it has in hand, takes no more and hands the rest on', async () => {
    await t.db.deleteFrom('memberMessages').execute();
    expect(await queueLoanReminders(t.db, NOW)).toHaveLength(READERS);
    const stop = new AbortController();
    const slow = slowMailer(null);
    // A restart asked for while the fifth mail is on its way.
    const stopAtFifth: Mailer = {
      ...slow.mailer,
      async send(message) {
        if (slow.sent.length >= 4) stop.abort();
        await slow.mailer.send(message);
      },
    };
    const jobs = fakeJobs();
    const stopped = await runJob(stopAtFifth, { stopping: stop.signal, jobs });
    const statuses = await t.db.selectFrom('memberMessages').select('status').execute();
    const marked = statuses.filter((m) => m.status === 'sent').length;
    // The mails in hand went and were committed; every mail sent is marked, none beyond.
    expect(slow.sent.length).toBeGreaterThanOrEqual(5);
    expect(slow.sent.length).toBeLessThan(READERS);
    expect(marked).toBe(slow.sent.length);
    expect(stopped).toMatchObject({
      state: 'completed',
      result: { sent: slow.sent.length, handedOn: true },
    });
    expect(jobs.queued.map((queued) => queued.name)).toEqual(['members.reminders']);

    // The next process's job sends the rest, each once.
    const rest = slowMailer(null);
    await runJob(rest.mailer);
    const everyone = [...slow.sent, ...rest.sent].map((mail) => mail.to).sort();
    expect(everyone).toEqual(
      Array.from({ length: READERS }, (_, i) => `reader${i + 1}@example.lk`).sort(),
    );
  });
});
