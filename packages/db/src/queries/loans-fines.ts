import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';
import type { FineSettlement } from '../tables/loans';
import { writeAudit, type Actor, type DraftAudit } from './audit';
import type { LendingRules } from './lending-rules';
import { libraryDaysBetween } from './library-days';

/** A fine a late return recorded (decision 0041). */
export interface FineCharged {
  id: number;
  daysLate: number;
  amount: number;
}

/**
 * Records the fine for a loan just returned (in the return's transaction): its member's rate
 * (their category's, else the library's) for each library day from the due date to the return
 * date the loan records, which is when the book came back (a return scanned offline and sent
 * the next day is counted to the day it was scanned), capped per loan. Nothing when the loan
 * was on time or fines are off (a rate of 0). `now`: when the fine is recorded. A statement of
 * its own: written inside the return's UPDATE it cost PostgreSQL more than the round trip saved.
 */
export async function chargeLateReturn(
  trx: Kysely<Database>,
  loanId: number,
  now: Date,
): Promise<FineCharged | null> {
  const { rows } = await sql<FineCharged>`
    insert into fines (member_id, loan_id, days_late, amount, created_at)
    select l.member_id, l.id, late.days,
           least(late.days * rate.per_day, coalesce(s.fine_cap, late.days * rate.per_day)), ${now}
    from loans as l
    join members as m on m.id = l.member_id
    join member_categories as c on c.id = m.category_id
    cross join loan_settings as s
    cross join lateral (select ${libraryDaysBetween(sql<Date>`l.due_date`, sql<Date>`l.return_date`)} as days) as late
    cross join lateral (select coalesce(c.fine_per_day, s.fine_per_day) as per_day) as rate
    where l.id = ${loanId} and l.return_date is not null and late.days > 0 and rate.per_day > 0
    on conflict (loan_id) do nothing
    returning id, days_late as "daysLate", amount`.execute(trx);
  return rows[0] ?? null;
}

/** What member `memberId` owes in unpaid fines, in whole rupees, as a scalar subquery. */
export function unpaidFinesOf(memberId: number | RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(f.amount), 0) from fines as f
    where f.member_id = ${memberId} and f.settled_at is null)`;
}

/** What a member owes in unpaid fines, in whole rupees. */
export async function finesOwedBy(db: Kysely<Database>, memberId: number): Promise<number> {
  const { rows } = await sql<{ owed: number }>`select ${unpaidFinesOf(memberId)} as owed`.execute(
    db,
  );
  return Number(rows[0]!.owed);
}

/**
 * Whether fines stop a member borrowing: what they owe, when it is more than the library
 * allows (`fineBlockOver`); null when nothing stops them.
 */
export function blockingFines(
  owed: number,
  rules: Pick<LendingRules, 'fineBlockOver'>,
): number | null {
  return rules.fineBlockOver !== null && owed > rules.fineBlockOver ? owed : null;
}

/**
 * The unpaid fines that stop a member borrowing: what they owe, when it is more than the
 * library allows (`fineBlockOver`); null when nothing stops them.
 */
export async function finesBlockingLoans(
  db: Kysely<Database>,
  memberId: number,
  rules: Pick<LendingRules, 'fineBlockOver'>,
): Promise<number | null> {
  if (rules.fineBlockOver === null) return null;
  return blockingFines(await finesOwedBy(db, memberId), rules);
}

function fineQuery(db: Kysely<Database>) {
  return db
    .selectFrom('fines')
    .innerJoin('loans', 'loans.id', 'fines.loanId')
    .innerJoin('members', 'members.id', 'fines.memberId')
    .leftJoin('bookInventory', 'bookInventory.id', 'loans.inventoryId')
    .leftJoin('users', 'users.id', 'fines.settledBy')
    .select([
      'fines.id',
      'fines.loanId',
      'fines.daysLate',
      'fines.amount',
      'fines.createdAt',
      'fines.settledAt',
      'fines.how',
      'fines.reason',
      'fines.receiptNumber',
      'users.displayName as settledByName',
      'loans.dueDate',
      'loans.returnDate',
      'members.id as memberId',
      'members.memberNumber',
      'members.fullName as memberName',
      'bookInventory.sku',
      'bookInventory.title',
    ]);
}

/**
 * A member's fines, unpaid first (oldest first), then the settled ones (latest first): the
 * latest 200, and what they owe in all.
 */
export async function listMemberFines(db: Db, memberId: number) {
  const items = await fineQuery(db)
    .where('fines.memberId', '=', memberId)
    .orderBy(sql`fines.settled_at is null`, 'desc')
    .orderBy(sql`case when fines.settled_at is null then fines.id else -fines.id end`)
    .limit(200)
    .execute();
  return { owed: await finesOwedBy(db, memberId), items };
}
export type MemberFine = Awaited<ReturnType<typeof listMemberFines>>['items'][number];

/** A fine settled: the receipt its audit entry is. */
export interface FineSettled {
  id: number;
  receiptNumber: string;
  amount: number;
  how: FineSettlement;
  reason: string | null;
  memberNumber: string;
  sku: string | null;
}

export type SettleOutcome =
  | { outcome: 'settled'; fine: MemberFine }
  | { outcome: 'missing' }
  /** Settled before (perhaps a moment ago at another desk): nothing changed. */
  | { outcome: 'settled-already'; receiptNumber: string };

/**
 * Settles an unpaid fine, paid or waived: the next receipt number, who and when, and the
 * receipt's audit entry, in one transaction. The update is conditional on the fine being
 * unpaid, so two desks settling it at once give one receipt; the second is told it was.
 */
export function settleFine(
  db: Db,
  request: {
    id: number;
    how: FineSettlement;
    reason: string | null;
    actor: Actor;
    now: Date;
    audit: DraftAudit<FineSettled>;
  },
): Promise<SettleOutcome> {
  const { now, actor } = request;
  return db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const settled = await trx
      .updateTable('fines')
      .set({
        settledAt: now,
        settledBy: actor?.id ?? null,
        how: request.how,
        reason: request.reason,
        receiptNumber: sql<string>`'R' || lpad(nextval('fine_receipt_seq')::text, 7, '0')`,
      })
      .where('id', '=', request.id)
      .where('settledAt', 'is', null)
      .returning(['id', 'receiptNumber'])
      .executeTakeFirst();
    if (!settled) {
      const earlier = await trx
        .selectFrom('fines')
        .select('receiptNumber')
        .where('id', '=', request.id)
        .executeTakeFirst();
      return earlier?.receiptNumber
        ? { outcome: 'settled-already', receiptNumber: earlier.receiptNumber }
        : { outcome: 'missing' };
    }
    const fine = (await fineQuery(trx).where('fines.id', '=', settled.id).executeTakeFirst())!;
    const receipt: FineSettled = {
      id: fine.id,
      receiptNumber: fine.receiptNumber!,
      amount: fine.amount,
      how: request.how,
      reason: request.reason,
      memberNumber: fine.memberNumber,
      sku: fine.sku,
    };
    await writeAudit(trx, request.audit(receipt), { actor, at: now });
    return { outcome: 'settled', fine };
  });
}
