import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../client';
import { LIBRARY_TIME_ZONE } from '../library-time';
import type { Database } from '../schema';
import { endOfLibraryDayAfter } from './library-days';
import { loanEventDataSql, webhookDeliveriesFrom } from './webhook-events';

/**
 * Messages to members (decision 0039): one `member_messages` row per member, kind and subject,
 * written in the transaction of what causes it, and sent once by a job that locks, sends and
 * marks it. Kinds: `hold-ready`, `hold-expired` (subject: the hold), `due-soon` (subject: the
 * loan and its due day, so a renewal earns a new one), `overdue-1`, `overdue-7`, `overdue-14`
 * (subject: the loan), `due-slip` (subject: the desk's request; it lists the loans out then).
 */

type Tx = Kysely<Database>;

/** The kind of a due slip the desk e-mails: the member's loans and when each is due. */
export const DUE_SLIP = 'due-slip';

/** Whether a due slip can be e-mailed to a member, and the message queued when it can. */
export type DueSlipOutcome =
  /** `messageId` null: this request was queued before (sent again, it sends nothing more). */
  | { outcome: 'queued'; messageId: number | null; email: string }
  | { outcome: 'missing' }
  | { outcome: 'no-address' }
  /** The member turned e-mail from the library off. */
  | { outcome: 'opted-out' }
  | { outcome: 'no-loans' };

/**
 * Queues a due slip for a member: an e-mail of their loans and due dates, in their language.
 * Once per `requestId` (the desk's id for the click: a request sent again queues nothing more).
 * Refused for a member with no e-mail address, who turned e-mail off, or with nothing on loan.
 */
export function queueDueSlip(
  db: Db,
  request: { memberId: number; requestId: string; now: Date },
): Promise<DueSlipOutcome> {
  return db.transaction().execute(async (trx): Promise<DueSlipOutcome> => {
    const member = await trx
      .selectFrom('members')
      .select(['email', 'emailMessages'])
      .where('id', '=', request.memberId)
      .executeTakeFirst();
    if (!member) return { outcome: 'missing' };
    if (!member.email) return { outcome: 'no-address' };
    if (!member.emailMessages) return { outcome: 'opted-out' };
    const { n } = await trx
      .selectFrom('loans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('memberId', '=', request.memberId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) return { outcome: 'no-loans' };
    const messageId = await queueMemberMessage(trx, {
      memberId: request.memberId,
      kind: DUE_SLIP,
      subjectKey: request.requestId,
      now: request.now,
    });
    return { outcome: 'queued', messageId, email: member.email };
  });
}

/**
 * Queues a message to a member, once per member, kind and subject (a second call changes
 * nothing). Its language is the member's choice, else English; a member without an e-mail
 * address or who turned e-mail off gets a row that says so, and nothing is sent.
 */
export async function queueMemberMessage(
  trx: Tx,
  message: { memberId: number; kind: string; subjectKey: string; now: Date },
): Promise<number | null> {
  const { rows } = await memberMessageInsert(message).execute(trx);
  return rows[0]?.id ?? null;
}

/**
 * The INSERT {@link queueMemberMessage} runs, answering the new row's `id` (none when it was
 * queued before), to run inside the statement of the change that causes it (one round trip).
 */
export function memberMessageInsert(message: {
  memberId: number | RawBuilder<number>;
  kind: string;
  subjectKey: string | RawBuilder<string>;
  now: Date;
}): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`
    insert into member_messages (member_id, kind, subject_key, language, email, status, created_at)
    select m.id, ${message.kind}, ${message.subjectKey}, coalesce(m.message_language, 'en'),
           m.email,
           case when m.email is null then 'no-address'
                when not m.email_messages then 'opted-out' else 'queued' end,
           ${message.now}
    from members as m where m.id = ${message.memberId}
    on conflict (member_id, kind, subject_key) do nothing
    returning id`;
}

/**
 * Messages queued before `before` and not yet sent: the job queue is told of each as it is
 * made; this finds any a stopped process never told it of.
 */
export async function queuedMemberMessages(db: Db, before: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .selectFrom('memberMessages')
    .select('id')
    .where('status', '=', 'queued')
    .where('createdAt', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** What a message is about: a hold (ready or ended) or a loan (due soon or late). */
export interface MessageSubject {
  title: string;
  /** A hold's pickup branch, in its three names. */
  branch: { name: string; nameTa: string | null; nameSi: string | null } | null;
  /** A hold's last day to collect it, or a loan's due date. */
  date: Date | null;
  /** Library days a loan is late (0 unless overdue). */
  daysLate: number;
}

/** A loan on a due slip: the copy's title and when it is due back. */
export interface SlipLoan {
  title: string;
  dueDate: Date;
}

/** A message to send, with what it is about. */
export interface MemberMessageToSend {
  id: number;
  kind: string;
  language: 'en' | 'si' | 'ta';
  email: string;
  memberName: string;
  memberNumber: string;
  subject: MessageSubject | null;
  /** A due slip's loans, soonest due first, as they are when it is sent (else empty). */
  loans: SlipLoan[];
}

/** A member's active loans, soonest due first: what a due slip lists. */
export function slipLoans(db: Kysely<Database>, memberId: number): Promise<SlipLoan[]> {
  return db
    .selectFrom('loans')
    .innerJoin('bookInventory', 'bookInventory.id', 'loans.inventoryId')
    .select(['bookInventory.title', 'loans.dueDate'])
    .where('loans.memberId', '=', memberId)
    .where('loans.status', '=', 'active')
    .orderBy('loans.dueDate')
    .orderBy('loans.id')
    .execute();
}

/** The hold or loan a message is about, read when it is sent. */
async function messageSubject(
  trx: Tx,
  kind: string,
  subjectKey: string,
  now: Date,
): Promise<MessageSubject | null> {
  const id = Number(subjectKey.split(':')[0]);
  if (kind === DUE_SLIP || !Number.isSafeInteger(id)) return null;
  if (kind.startsWith('hold-')) {
    const hold = await trx
      .selectFrom('holds')
      .innerJoin('books', 'books.id', 'holds.bookId')
      .innerJoin('branches', 'branches.id', 'holds.pickupBranchId')
      .select(['books.title', 'branches.name', 'branches.nameTa', 'branches.nameSi'])
      .select(['holds.expiresAt', 'holds.closedAt'])
      .where('holds.id', '=', id)
      .executeTakeFirst();
    if (!hold) return null;
    const { title, name, nameTa, nameSi } = hold;
    return { title, branch: { name, nameTa, nameSi }, date: hold.expiresAt, daysLate: 0 };
  }
  const tz = LIBRARY_TIME_ZONE;
  const loan = await trx
    .selectFrom('loans')
    .innerJoin('bookInventory', 'bookInventory.id', 'loans.inventoryId')
    .select(['bookInventory.title', 'loans.dueDate'])
    .select(
      sql<number>`greatest(0, (${now}::timestamptz at time zone ${tz})::date
        - (loans.due_date at time zone ${tz})::date)`.as('daysLate'),
    )
    .where('loans.id', '=', id)
    .executeTakeFirst();
  return loan
    ? { title: loan.title, branch: null, date: loan.dueDate, daysLate: loan.daysLate }
    : null;
}

/**
 * Sends a queued message once: the row is locked while `send` runs and marked in the same
 * transaction, so two workers never both send it, and a message marked sent is never sent
 * again. `send` returns the status to record (`sent`, or `no-mail` when mail is not set up).
 * The row is marked sent before `send` hands the mail over (a failed send rolls it back), so
 * once the mail server has taken it, only the commit is left to do: a process that dies in that
 * moment leaves the row queued, and the retry sends the mail again (SMTP cannot tell a sender
 * that died whether the server took it). Answers the status, or `busy` when another worker holds
 * the row.
 */
export function sendMemberMessage(
  db: Db,
  id: number,
  send: (message: MemberMessageToSend) => Promise<'sent' | 'no-mail'>,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('memberMessages')
      .innerJoin('members', 'members.id', 'memberMessages.memberId')
      .select([
        'memberMessages.id',
        'memberMessages.kind',
        'memberMessages.subjectKey',
        'memberMessages.language',
        'memberMessages.email',
        'memberMessages.status',
        'memberMessages.memberId',
        'members.fullName',
        'members.memberNumber',
      ])
      .where('memberMessages.id', '=', id)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return 'busy';
    if (row.status !== 'queued' || !row.email) return row.status;
    const message: MemberMessageToSend = {
      id: row.id,
      kind: row.kind,
      language: row.language,
      email: row.email,
      memberName: row.fullName,
      memberNumber: row.memberNumber,
      subject: await messageSubject(trx, row.kind, row.subjectKey, now),
      loans: row.kind === DUE_SLIP ? await slipLoans(trx, row.memberId) : [],
    };
    const mark = (status: 'sent' | 'no-mail') =>
      trx
        .updateTable('memberMessages')
        .set({ status, sentAt: status === 'sent' ? now : null })
        .where('id', '=', id)
        .execute();
    await mark('sent');
    const status = await send(message);
    if (status !== 'sent') await mark(status);
    return status;
  });
}

/**
 * `loan.overdue` for each loan whose first overdue reminder the reminders' statement queues
 * (`queued`): once per loan, when it is first found a library day late or more. The earlier
 * reminders are read as they were before the statement, so its own rows are not among them.
 */
function firstOverdueSource(late: RawBuilder<unknown>) {
  return sql`select gen_random_uuid() as event_id,
      ${loanEventDataSql(sql`jsonb_build_object('daysLate', ${late})`)} as data,
      loan.due_date as occurred_at
    from queued as q
    join loans as loan
      on loan.id = case when q.kind like 'overdue-%' then q.subject_key::int end
    left join members as m on m.id = loan.member_id
    left join book_inventory as c on c.id = loan.inventory_id
    where not exists (
      select 1 from member_messages as earlier
      where earlier.member_id = q.member_id and earlier.subject_key = q.subject_key
        and earlier.kind like 'overdue-%'
    )`;
}

/**
 * Queues the loan reminders due at `now`, each once: `due-soon` for an active loan due by the
 * end of the library day two days on (and not yet late), and one overdue reminder at 1, 7 and
 * 14 library days late: the highest reached, so a loan found 10 days late gets the 7-day one,
 * not three at once. A loan's first overdue reminder tells the
 * webhooks too (`loan.overdue`). Answers the new messages' ids (those to send).
 */
export async function queueLoanReminders(db: Db, now: Date): Promise<number[]> {
  const tz = LIBRARY_TIME_ZONE;
  const lateOf = (due: RawBuilder<unknown>) => sql`((${now}::timestamptz at time zone ${tz})::date
    - (${due} at time zone ${tz})::date)`;
  const late = lateOf(sql`l.due_date`);
  const { rows } = await sql<{ id: number }>`
    with queued as (
    insert into member_messages (member_id, kind, subject_key, language, email, status, created_at)
    select m.id, r.kind, r.subject_key, coalesce(m.message_language, 'en'), m.email,
           case when m.email is null then 'no-address'
                when not m.email_messages then 'opted-out' else 'queued' end,
           ${now}
    from (
      select l.member_id, 'due-soon' as kind,
             l.id || ':' || to_char(l.due_date at time zone ${tz}, 'YYYY-MM-DD') as subject_key
      from loans as l
      where l.status = 'active' and l.due_date >= ${now}
        and l.due_date <= ${endOfLibraryDayAfter(now, 2)}
      union all
      select l.member_id,
             case when ${late} >= 14 then 'overdue-14'
                  when ${late} >= 7 then 'overdue-7' else 'overdue-1' end,
             l.id::text
      from loans as l
      where l.status = 'active' and l.due_date < ${now} and ${late} >= 1
    ) as r
    join members as m on m.id = r.member_id
    on conflict (member_id, kind, subject_key) do nothing
    returning id, status, kind, subject_key, member_id
    ), webhook as (
      ${webhookDeliveriesFrom('loan.overdue', firstOverdueSource(lateOf(sql`loan.due_date`)), now)}
    )
    select id, status from queued`.execute(db);
  return rows.filter((row) => (row as { status?: string }).status === 'queued').map((r) => r.id);
}

/** The next queued messages (oldest first), for a worker sending a batch. */
export async function nextQueuedMessages(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberMessages')
    .select('id')
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The messages the library sent (or could not send) a member, newest first. */
export function listMemberMessages(db: Db, memberId: number, limit = 50) {
  return db
    .selectFrom('memberMessages')
    .select(['id', 'kind', 'subjectKey', 'language', 'status', 'createdAt', 'sentAt'])
    .where('memberId', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
