import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturingDb,
  createTestDatabase,
  noAudit,
  wholeTableReads,
  type TestDatabase,
} from '../testing';
import * as loans from './loans';
import * as members from './member-messages';
import { createMember } from './members';

/**
 * Loan reminders on the real database: each queued once however often the upkeep runs, the
 * right one for how late a loan is, a new one when a renewal moves the due date; and every
 * queued message sent once by workers racing each other, or by a worker that dies mid-batch
 * and is started again.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterAll(() => t.destroy());

const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Jaffna on Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00Z');

let n = 0;
/** A member (reachable by e-mail unless `email` is null) with one active loan due at `due`. */
async function loanDue(due: Date, email: string | null = `reader${n + 1}@example.lk`) {
  const k = (n += 1);
  const member = await createMember(
    t.db,
    { fullName: `Reminded ${k}`, phone: '021 222 3333', email, branchId: 'JPL' },
    { numberFor: (i) => `R${String(i).padStart(6, '0')}`, actor: null, now: NOW, audit: noAudit },
  );
  const copy = await t.db
    .insertInto('bookInventory')
    .values({ sku: `JPL-REMIND-${k}`, title: `Reminder title ${k}`, status: 'ON_LOAN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const book = await t.db
    .insertInto('books')
    .values({ title: `Reminder title ${k}`, author: 'A. Writer', genre: 'history' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loan = await t.db
    .insertInto('loans')
    .values({
      bookId: book.id,
      memberId: member.id,
      inventoryId: copy.id,
      checkoutDate: new Date(due.getTime() - 14 * DAY),
      dueDate: due,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { member, loanId: loan.id };
}

const kinds = async (memberId: number) =>
  (await members.listMemberMessages(t.db, memberId)).map((m) => [m.kind, m.status]);

describe('loan reminders', () => {
  it('queues due-soon and the overdue reminder a loan has reached, each once', async () => {
    // Due at the end of Thursday 3 December: in two days. Due Friday: not yet.
    const soon = await loanDue(new Date('2026-12-03T18:29:59.999Z'));
    const later = await loanDue(new Date('2026-12-04T18:29:59.999Z'));
    const late1 = await loanDue(new Date('2026-11-29T18:29:59.999Z'));
    const late10 = await loanDue(new Date('2026-11-20T18:29:59.999Z'));
    const late20 = await loanDue(new Date('2026-11-10T18:29:59.999Z'), null);
    const first = await members.queueLoanReminders(t.db, NOW);
    expect(await kinds(soon.member.id)).toEqual([['due-soon', 'queued']]);
    expect(await kinds(later.member.id)).toEqual([]);
    expect(await kinds(late1.member.id)).toEqual([['overdue-1', 'queued']]);
    // Found ten days late: the 7-day reminder alone, not three at once.
    expect(await kinds(late10.member.id)).toEqual([['overdue-7', 'queued']]);
    // No address: a row that says so, and nothing to send.
    expect(await kinds(late20.member.id)).toEqual([['overdue-14', 'no-address']]);
    expect(first).toHaveLength(3);
    // The upkeep runs again (another process, ten minutes on): nothing new.
    expect(await members.queueLoanReminders(t.db, new Date(NOW.getTime() + 600_000))).toEqual([]);
    // A renewal moves the due date: the new date earns its own reminder, nearer the time.
    await loans.renewLoan(t.db, { id: soon.loanId, actor: null, now: NOW, audit: noAudit });
    expect(await members.queueLoanReminders(t.db, new Date(NOW.getTime() + 13 * DAY))).not.toEqual(
      [],
    );
    expect(await kinds(soon.member.id)).toEqual([
      ['due-soon', 'queued'],
      ['due-soon', 'queued'],
    ]);
  });

  it('sends each queued message once: two workers at once, and a worker that dies mid-batch', async () => {
    await t.db.updateTable('memberMessages').set({ status: 'sent' }).execute();
    const fresh = await Promise.all(
      Array.from({ length: 12 }, () => loanDue(new Date('2026-12-02T18:29:59.999Z'))),
    );
    const queued = await members.queueLoanReminders(t.db, NOW);
    expect(queued).toHaveLength(12);
    const mailed: number[] = [];
    let dieAfter = 5;
    const send = async (message: members.MemberMessageToSend) => {
      if (dieAfter-- === 0) throw new Error('the process was killed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      mailed.push(message.id);
      return 'sent' as const;
    };
    const drain = async () => {
      for (const id of await members.nextQueuedMessages(t.db, 100)) {
        await members.sendMemberMessage(t.db, id, send, NOW);
      }
    };
    // Two workers race; one dies at its sixth message (that message is left queued).
    const results = await Promise.allSettled([drain(), drain()]);
    expect(results.some((r) => r.status === 'rejected')).toBe(true);
    expect(new Set(mailed).size).toBe(mailed.length);
    // Started again, the queue is finished; every message went exactly once.
    await drain();
    expect([...mailed].sort((a, b) => a - b)).toEqual([...queued].sort((a, b) => a - b));
    for (const { member } of fresh) {
      expect(await kinds(member.id)).toEqual([['due-soon', 'sent']]);
    }
  });

  it('has the row marked, not yet committed, when the mail is handed over; a failed send leaves it queued', async () => {
    await t.db.updateTable('memberMessages').set({ status: 'sent' }).execute();
    const { member } = await loanDue(new Date('2026-12-02T18:29:59.999Z'));
    const [id] = await members.queueLoanReminders(t.db, NOW);
    const status = async () =>
      (
        await t.db
          .selectFrom('memberMessages')
          .select(['status', 'sentAt'])
          .where('id', '=', id!)
          .executeTakeFirstOrThrow()
      ).status;
    // The sending transaction's locks on the table, seen from another connection: an UPDATE
    // takes RowExclusiveLock, a SELECT ... FOR UPDATE only RowShareLock.
    const sendersLocks = async () =>
      (
        await sql<{ mode: string }>`
          select mode from pg_locks
          where relation = 'member_messages'::regclass and pid <> pg_backend_pid()
            and database = (select oid from pg_database where datname = current_database())`.execute(
          t.db,
        )
      ).rows.map((row) => row.mode);

    const refused = async () => {
      throw new Error('the mail server refused it');
    };
    await expect(members.sendMemberMessage(t.db, id!, refused, NOW)).rejects.toThrow('refused');
    expect(await status()).toBe('queued');

    let atHandover: { locks: string[]; status: string } | undefined;
    const accepted = async () => {
      atHandover = { locks: await sendersLocks(), status: await status() };
      return 'sent' as const;
    };
    expect(await members.sendMemberMessage(t.db, id!, accepted, NOW)).toBe('sent');
    // Already written in the sending transaction, not yet committed: only the commit was left.
    expect(atHandover?.locks).toContain('RowExclusiveLock');
    expect(atHandover?.status).toBe('queued');
    expect(await kinds(member.id)).toEqual([['due-soon', 'sent']]);

    // Mail not set up: the row says so, and nothing claims it was sent.
    const other = await loanDue(new Date('2026-12-02T18:29:59.999Z'));
    const [otherId] = await members.queueLoanReminders(t.db, NOW);
    const noMail = async () => 'no-mail' as const;
    expect(await members.sendMemberMessage(t.db, otherId!, noMail, NOW)).toBe('no-mail');
    expect(await members.listMemberMessages(t.db, other.member.id)).toMatchObject([
      { kind: 'due-soon', status: 'no-mail', sentAt: null },
    ]);
  });

  it('reads the queue of messages to send from its own index, however many were sent before', async () => {
    // Years of reminders sent: every one stays in the table, for staff to read.
    const { member } = await loanDue(new Date('2026-12-02T18:29:59.999Z'));
    await sql`insert into member_messages (member_id, kind, subject_key, language, status)
      select ${member.id}, 'due-soon', 'old:' || i, 'en', 'sent'
      from generate_series(1, 50000) as i`.execute(t.db);
    await sql`analyze member_messages`.execute(t.db);
    const logged = capturingDb(t.url);
    try {
      await members.nextQueuedMessages(logged.db, 200);
      await members.queuedMemberMessages(logged.db, NOW);
      const reads = await wholeTableReads(t.db, logged.take(), new Set(['member_messages']));
      expect(reads).toEqual([]);
    } finally {
      await logged.db.destroy();
    }
  });
});

describe('due slips', () => {
  it('queues one per request, lists the loans soonest due first when sent, and refuses what cannot be sent', async () => {
    const first = await loanDue(new Date('2026-12-15T18:29:59.999Z'));
    const { member } = first;
    // A second loan, due sooner: the slip lists it first.
    const copy = await t.db
      .insertInto('bookInventory')
      .values({ sku: `JPL-SLIP-${member.id}`, title: 'Sooner title', status: 'ON_LOAN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { bookId } = await t.db
      .selectFrom('loans')
      .select('bookId')
      .where('id', '=', first.loanId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('loans')
      .values({
        bookId,
        memberId: member.id,
        inventoryId: copy.id,
        dueDate: new Date('2026-12-10T18:29:59.999Z'),
      })
      .execute();
    const requestId = crypto.randomUUID();
    const queued = await members.queueDueSlip(t.db, { memberId: member.id, requestId, now: NOW });
    expect(queued).toMatchObject({ outcome: 'queued', email: member.email });
    if (queued.outcome !== 'queued' || queued.messageId === null) throw new Error('not queued');
    // The same request again (a lost answer): nothing more is queued.
    expect(
      await members.queueDueSlip(t.db, { memberId: member.id, requestId, now: NOW }),
    ).toMatchObject({ outcome: 'queued', messageId: null });
    const seen: members.MemberMessageToSend[] = [];
    const status = await members.sendMemberMessage(
      t.db,
      queued.messageId,
      async (message) => {
        seen.push(message);
        return 'sent';
      },
      NOW,
    );
    expect(status).toBe('sent');
    expect(seen[0]).toMatchObject({
      kind: 'due-slip',
      memberNumber: member.memberNumber,
      subject: null,
      loans: [
        { title: 'Sooner title', dueDate: new Date('2026-12-10T18:29:59.999Z') },
        { title: expect.stringMatching(/^Reminder title/), dueDate: expect.any(Date) },
      ],
    });

    const noAddress = await loanDue(new Date('2026-12-15T18:29:59.999Z'), null);
    const slip = (memberId: number) =>
      members.queueDueSlip(t.db, { memberId, requestId: crypto.randomUUID(), now: NOW });
    expect(await slip(noAddress.member.id)).toEqual({ outcome: 'no-address' });
    await t.db
      .updateTable('members')
      .set({ emailMessages: false })
      .where('id', '=', member.id)
      .execute();
    expect(await slip(member.id)).toEqual({ outcome: 'opted-out' });
    const idle = await loanDue(new Date('2026-12-15T18:29:59.999Z'));
    await t.db
      .updateTable('loans')
      .set({ status: 'returned' })
      .where('id', '=', idle.loanId)
      .execute();
    expect(await slip(idle.member.id)).toEqual({ outcome: 'no-loans' });
    expect(await slip(999_999)).toEqual({ outcome: 'missing' });
  });
});
