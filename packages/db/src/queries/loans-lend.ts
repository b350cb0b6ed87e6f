import { sql, type Kysely } from 'kysely';
import type { MemberStatus } from '../constants';
import type { Database } from '../schema';
import { auditInsert, type Actor, type AuditDraft } from './audit';
import type { TitleSource } from './books';
import { lendableTo } from './holds';
import { giveCopyToNextHold } from './holds-shelf';
import { LENDING_RULES, LENDING_RULES_FROM, type LendingRules } from './lending-rules';
import { endOfLibraryDayAfter } from './library-days';
import { unpaidFinesOf } from './loans-fines';
import type { LoanRow } from './loans-view';
import { webhookDeliveriesInsert, type WebhookEventData } from './webhook-events';

// The statements of a lend (`lendCopy`, loans.ts), one round trip each. On the shared two-core
// machine every round trip waits for a core and every statement is planned anew, so a lend is as
// few statements as its guarantees allow (bench/circulation: ten missed the desk's 30 ms at load
// average 4). Each check still reads what it must after the lock that makes it true, as before.

type Tx = Kysely<Database>;

/** The member at the desk, locked for this lend, with their rules. */
export interface Lender extends LendingRules {
  id: number;
  status: MemberStatus;
  userId: string | null;
  memberNumber: string;
  fullName: string;
  /** The loan an earlier sending of this scan (its `clientId`) made, if one did. */
  earlierLoanId: number | null;
}

/**
 * The member by number, locked (one lend at a time per member, so two desks cannot both lend
 * the last one allowed, nor a suspension slip in between check and loan), with their lending
 * rules and the loan this scan's id made before, in one statement.
 */
export async function lockLender(
  trx: Tx,
  memberNumber: string,
  clientId: string | undefined,
): Promise<Lender | undefined> {
  const earlier = clientId
    ? sql`(select l.id from loans as l where l.client_id = ${clientId})`
    : sql`null::int`;
  const { rows } = await sql<Lender>`
    select m.id, m.status, m.user_id as "userId", m.member_number as "memberNumber",
           m.full_name as "fullName", ${earlier} as "earlierLoanId", ${LENDING_RULES}
    ${LENDING_RULES_FROM}
    where m.member_number = ${memberNumber}
    for update of m`.execute(trx);
  return rows[0];
}

/** A copy taken off the shelf (or the hold shelf) for a loan, with the loan's id to be. */
export interface TakenCopy extends TitleSource {
  sku: string;
  bookId: number | null;
  branchId: string | null;
  loanId: number;
  /** The end of the library day the member's loan period after today. */
  dueDate: Date;
}

/** What the member has out and owes, and the copy when the lend may go ahead. */
export interface Standing {
  /** Active loans (counted only when the rules limit them, else 0). */
  loans: number;
  /** Unpaid fines (summed only when fines can stop lending, else 0). */
  owed: number;
  copy: TakenCopy | null;
}

/**
 * Counts the member's loans and unpaid fines (in a statement after the member's lock, so a loan
 * another desk just made is counted) and, when neither stops the lend, takes the copy: VERIFIED
 * (or ON_HOLD for this member) → ON_LOAN, a conditional update, so of two desks lending one
 * copy the second finds it ON_LOAN once the first commits. The loan's id and due date are
 * drawn here, so the loan and its audit entry are written together next.
 */
export async function takeCopy(
  trx: Tx,
  lender: Lender,
  sku: string,
  now: Date,
  lentAt: Date = now,
): Promise<Standing> {
  const countLoans = lender.maxLoans !== null;
  const countFines = lender.fineBlockOver !== null;
  const { rows } = await sql<Standing & Partial<TakenCopy>>`
    with standing as (
      select ${
        countLoans
          ? sql`(select count(*) from loans as l
              where l.member_id = ${lender.id} and l.status = 'active')`
          : sql`0`
      } as loans,
      ${countFines ? unpaidFinesOf(lender.id) : sql`0`} as owed
    ), lent as (
      update book_inventory set status = 'ON_LOAN', last_modified = ${now}
      from standing
      where book_inventory.sku = ${sku} and ${lendableTo(lender.id)}
        ${countLoans ? sql`and standing.loans < ${lender.maxLoans}` : sql``}
        ${countFines ? sql`and standing.owed <= ${lender.fineBlockOver}` : sql``}
      returning book_inventory.id, book_inventory.sku, book_inventory.book_id as "bookId",
        book_inventory.branch_id as "branchId", book_inventory.title, book_inventory.author,
        book_inventory.isbn, book_inventory.category, book_inventory.description,
        book_inventory.language, nextval(pg_get_serial_sequence('loans', 'id')) as "loanId",
        ${endOfLibraryDayAfter(lentAt, lender.loanPeriodDays)} as "dueDate"
    )
    select standing.loans, standing.owed, lent.* from standing left join lent on true`.execute(trx);
  const { loans, owed, ...copy } = rows[0]!;
  return {
    loans: Number(loans),
    owed: Number(owed),
    copy: copy.id === null || copy.id === undefined ? null : (copy as TakenCopy),
  };
}

/**
 * When a member borrows a title they hold, the hold is collected: the UPDATE that does it, to
 * run inside the lend's own statement (one round trip), answering the copy the hold had set
 * aside (`inventory_id`), if it had one. See {@link passOnCollectedCopy} for what follows.
 */
export function collectHoldUpdate(loan: { memberId: number; bookId: number }, now: Date) {
  return sql`update holds set status = 'collected', closed_at = ${now}
    where member_id = ${loan.memberId} and book_id = ${loan.bookId}
      and status in ('waiting', 'ready')
    returning inventory_id`;
}

/**
 * After a hold is collected by the loan of another copy than the one set aside for it, that
 * copy comes free for the next in the queue.
 */
export async function passOnCollectedCopy(
  trx: Tx,
  heldCopyId: number | null,
  loan: { bookId: number; inventoryId: number },
  now: Date,
): Promise<void> {
  if (heldCopyId && heldCopyId !== loan.inventoryId) {
    await giveCopyToNextHold(trx, { id: heldCopyId, bookId: loan.bookId }, now);
  }
}

export interface LoanToRecord {
  lender: Lender;
  copy: TakenCopy;
  bookId: number;
  clientId: string | null;
  actor: Actor;
  now: Date;
  /** When the loan starts: when the desk scanned the copy (decision 0024); `now` if unsaid. */
  lentAt?: Date;
  /** The loan's audit entries, drafted for its id (`copy.loanId`). */
  audit: AuditDraft | AuditDraft[] | null;
}

/** What `loan.created` tells of a loan (decision 0048). */
function loanCreatedData(record: LoanToRecord, lentAt: Date): WebhookEventData['loan.created'] {
  const { copy, lender } = record;
  return {
    loanId: Number(copy.loanId),
    bookId: record.bookId,
    copyId: copy.id,
    sku: copy.sku,
    memberId: lender.id,
    memberNumber: lender.memberNumber,
    branchId: copy.branchId,
    checkoutDate: lentAt.toISOString(),
    dueDate: new Date(copy.dueDate).toISOString(),
  };
}

/**
 * Writes the loan, collects the member's hold on the title (if they had one), writes the
 * audit entries and tells the webhooks (`loan.created`), in one statement; answers the loan as
 * every answer shows it, and the copy the collected hold had set aside (`passOnCollectedCopy`
 * gives it to the next in the queue when another copy was lent).
 */
export async function recordLoan(
  trx: Tx,
  record: LoanToRecord,
): Promise<{ row: LoanRow; heldCopyId: number | null }> {
  const { lender, copy, now } = record;
  const lentAt = record.lentAt ?? now;
  const { rows } = await sql<{ branchName: string | null; heldCopyId: number | null }>`
    with loan as (
      insert into loans (id, book_id, member_id, user_id, inventory_id, branch_id, checkout_date,
                         due_date, client_id, lent_by)
      overriding system value
      values (${copy.loanId}, ${record.bookId}, ${lender.id}, ${lender.userId}, ${copy.id},
              ${copy.branchId}, ${lentAt}, ${copy.dueDate}, ${record.clientId},
              ${record.actor?.id ?? null})
      returning branch_id
    ), collected as (
      ${collectHoldUpdate({ memberId: lender.id, bookId: record.bookId }, now)}
    ), audit as (
      ${auditInsert(record.audit, { actor: record.actor, at: now })}
    ), webhook as (
      ${webhookDeliveriesInsert('loan.created', loanCreatedData(record, lentAt), now)}
    )
    select b.name as "branchName", (select c.inventory_id from collected as c) as "heldCopyId"
    from loan left join branches as b on b.id = loan.branch_id`.execute(trx);
  const { branchName, heldCopyId } = rows[0]!;
  const row: LoanRow = {
    id: copy.loanId,
    status: 'active',
    checkoutDate: lentAt,
    dueDate: copy.dueDate,
    returnDate: null,
    renewals: 0,
    bookId: record.bookId,
    branchId: copy.branchId,
    branchName,
    memberId: lender.id,
    memberNumber: lender.memberNumber,
    memberName: lender.fullName,
    copyId: copy.id,
    sku: copy.sku,
    title: copy.title,
    author: copy.author,
    // Due at the end of a library day on or after today: a loan made now is not late.
    daysLate: 0,
  };
  return { row, heldCopyId };
}
