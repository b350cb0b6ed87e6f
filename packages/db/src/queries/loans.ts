import { sql } from 'kysely';
import type { Db } from '../client';
import type { InventoryStatus } from '../constants';
import type { Book } from '../tables/books';
import { writeAudit, type Actor, type DraftAudit } from './audit';
import { attachCopyToTitle } from './books';
import { someoneWaitsFor } from './holds';
import { giveCopyToNextHold, type HoldMadeReady } from './holds-shelf';
import { lendingRulesOf } from './lending-rules';
import { endOfLibraryDayAfter } from './library-days';
import { blockingFines, chargeLateReturn, type FineCharged } from './loans-fines';
import { lockLender, passOnCollectedCopy, recordLoan, takeCopy } from './loans-lend';
import { earlierReturn, earlierScan } from './loans-replay';
import { returnDateOf, scanTime } from './loans-scan-time';
import { loanById, loanQuery, loanView, type LoanDetails, type LoanRow } from './loans-view';
import { eventTimeSql, loanEventDataSql, webhookDeliveriesFrom } from './webhook-events';

export type { LoanDetails } from './loans-view';

/** `loan.returned` of the loan the return's statement closes (its `loan`), for the webhooks. */
const loanReturnedSource = sql`select gen_random_uuid() as event_id,
    ${loanEventDataSql(sql`jsonb_build_object('returnDate', ${eventTimeSql(sql`loan.return_date`)})`)} as data,
    loan.return_date as occurred_at
  from loan
  left join members as m on m.id = loan.member_id
  left join book_inventory as c on c.id = loan.inventory_id`;

const UNIQUE_VIOLATION = '23505';
const ONE_ACTIVE_LOAN_PER_COPY = 'loans_one_active_per_copy_idx';
const ONE_LOAN_PER_CLIENT_ID = 'loans_client_id_idx';
const ONE_RETURN_PER_CLIENT_ID = 'loans_return_client_id_idx';

/** Why a copy cannot be lent (or returned); each is its own translated message. */
export type LoanRefusal =
  | { reason: 'MEMBER_NOT_FOUND' }
  | { reason: 'MEMBER_SUSPENDED' }
  | { reason: 'COPY_NOT_FOUND' }
  | { reason: 'COPY_NOT_AVAILABLE'; status: InventoryStatus | 'ACTIVE_LOAN' }
  /** The member has as many loans as their category allows. */
  | { reason: 'LOAN_LIMIT_REACHED'; maxLoans: number }
  /** The member owes more in fines than the library lends past. */
  | { reason: 'FINES_OWED'; owed: number; limit: number }
  /** The scan's id was another loan's (another member, copy or desk): nothing was lent. */
  | { reason: 'CLIENT_ID_TAKEN' };

export type LendOutcome =
  { outcome: 'lent' | 'replayed'; loan: LoanDetails } | ({ outcome: 'refused' } & LoanRefusal);

/** What a loan made: the contract drafts its audit entries from this. */
export interface LoanMade {
  loan: { id: number; dueDate: Date; checkoutDate: Date };
  memberNumber: string;
  sku: string;
  /** The title the copy joined on its first loan, when it was made for it (else null). */
  createdTitle: Book | null;
  /** When the desk said it was scanned (null: it did not say), and when the server had it. */
  scannedAt: Date | null;
  receivedAt: Date;
}

export interface LendRequest {
  memberNumber: string;
  sku: string;
  /** The desk's id for this scan: sent again, it answers the loan it made the first time. */
  clientId?: string;
  /**
   * When the desk scanned it (a lend kept on the device while offline): the loan starts and
   * falls due from then, within `scanTime`'s bounds.
   */
  scannedAt?: Date;
  actor: Actor;
  now: Date;
  audit: DraftAudit<LoanMade>;
}

class Refusal extends Error {
  constructor(readonly refusal: LoanRefusal) {
    super(refusal.reason);
  }
}

/**
 * Lends a copy to a member (docs/decisions/0023): VERIFIED → ON_LOAN and the loan, in one
 * transaction. The copy changes state only if it is VERIFIED at that moment (a conditional
 * update: a second desk's update waits for the first to commit, then finds it ON_LOAN), and
 * the partial unique index refuses a second active loan of one copy whatever else happens.
 * The member row is locked first, so a suspension cannot slip in between check and loan, and
 * two desks cannot both lend the last loan allowed. Five round trips: begin, the member (with
 * their rules), the copy (with their loans and fines), the loan (with the hold it collects and
 * its audit entries), commit (loans-lend.ts).
 */
export async function lendCopy(db: Db, request: LendRequest): Promise<LendOutcome> {
  const { now, actor } = request;
  const lentAt = scanTime(request.scannedAt, now);
  try {
    return await db.transaction().execute(async (trx): Promise<LendOutcome> => {
      const member = await lockLender(trx, request.memberNumber, request.clientId);
      if (!member || member.earlierLoanId !== null) {
        const earlier = await earlierScan(trx, request);
        if (earlier) return earlier;
      }
      if (!member) throw new Refusal({ reason: 'MEMBER_NOT_FOUND' });
      if (member.status !== 'active') throw new Refusal({ reason: 'MEMBER_SUSPENDED' });
      const standing = await takeCopy(trx, member, request.sku, now, lentAt);
      if (member.maxLoans !== null && standing.loans >= member.maxLoans) {
        throw new Refusal({ reason: 'LOAN_LIMIT_REACHED', maxLoans: member.maxLoans });
      }
      const owed = blockingFines(standing.owed, member);
      if (owed !== null) {
        throw new Refusal({ reason: 'FINES_OWED', owed, limit: member.fineBlockOver! });
      }
      const copy = standing.copy;
      if (!copy) {
        const current = await trx
          .selectFrom('bookInventory')
          .select('status')
          .where('sku', '=', request.sku)
          .executeTakeFirst();
        throw new Refusal(
          current
            ? { reason: 'COPY_NOT_AVAILABLE', status: current.status }
            : { reason: 'COPY_NOT_FOUND' },
        );
      }
      // Copies verified before the one collection existed join their title on first loan.
      const title = copy.bookId ? null : await attachCopyToTitle(trx, copy, { now });
      const bookId = copy.bookId ?? title!.bookId;
      const made: LoanMade = {
        loan: { id: copy.loanId, dueDate: copy.dueDate, checkoutDate: lentAt },
        memberNumber: request.memberNumber,
        sku: request.sku,
        createdTitle: title?.created ?? null,
        scannedAt: request.scannedAt ?? null,
        receivedAt: now,
      };
      const { row, heldCopyId } = await recordLoan(trx, {
        lender: member,
        copy,
        bookId,
        clientId: request.clientId ?? null,
        actor,
        now,
        lentAt,
        audit: request.audit(made),
      });
      await passOnCollectedCopy(trx, heldCopyId, { bookId, inventoryId: copy.id }, now);
      return { outcome: 'lent', loan: loanView(row) };
    });
  } catch (error) {
    if (error instanceof Refusal) {
      // The same scan, sent twice at once: the first made the loan; this one answers it.
      const earlier =
        error.refusal.reason === 'COPY_NOT_AVAILABLE' ? await earlierScan(db, request) : undefined;
      return earlier ?? { outcome: 'refused', ...error.refusal };
    }
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint === ONE_LOAN_PER_CLIENT_ID) {
      const earlier = await earlierScan(db, request);
      if (earlier) return earlier;
    }
    if (code === UNIQUE_VIOLATION && constraint === ONE_ACTIVE_LOAN_PER_COPY) {
      return { outcome: 'refused', reason: 'COPY_NOT_AVAILABLE', status: 'ACTIVE_LOAN' };
    }
    throw error;
  }
}

export type ReturnOutcome =
  /**
   * `heldFor`: the copy was set aside for the first member waiting for its title; `fine`: the
   * fine the late return recorded. `replayed`: an earlier request with this `clientId` made the
   * return, and this answers it again.
   */
  | {
      outcome: 'returned';
      loan: LoanDetails;
      heldFor: HoldMadeReady | null;
      fine: FineCharged | null;
      replayed: boolean;
    }
  /** Nothing was on loan (returned already, or never lent): nothing changed. */
  | { outcome: 'not-on-loan'; sku: string; status: InventoryStatus; loan: LoanDetails | null }
  | { outcome: 'missing' }
  /** The scan's id closed another loan (another copy or desk): nothing was returned. */
  | { outcome: 'client-id-taken' };

/** A loan closed by a return, and the fine it recorded if it was late. */
export interface LoanReturned {
  loan: { id: number; returnDate: Date };
  fine: FineCharged | null;
  /** When the desk said it was scanned (null: it did not say), and when the server had it. */
  scannedAt: Date | null;
  receivedAt: Date;
}

export interface ReturnRequest {
  sku: string;
  /** The desk's id for this return scan: sent again, it answers the return it made. */
  clientId?: string;
  /**
   * When the desk scanned it (a return kept on the device while offline): the return date, the
   * fine's days late and the hold's readiness count from then, within `scanTime`'s bounds and
   * never before the loan was lent.
   */
  scannedAt?: Date;
  actor: Actor;
  now: Date;
  audit: DraftAudit<LoanReturned>;
}

/**
 * Takes a copy back: its active loan is closed and the copy is VERIFIED (on the shelf) again,
 * in one transaction. A copy with no active loan is answered as such and left alone, so a
 * second scan of the same returned book changes nothing. The same `clientId` sent again (its
 * answer was lost) answers the return it made, and never closes a later loan of the copy. The
 * loan is returned when the desk scanned it (`scannedAt`, within bounds: decision 0024); the
 * fine and the hold made ready count from then, and the rows changed are stamped `now`.
 */
export async function returnCopy(db: Db, request: ReturnRequest): Promise<ReturnOutcome> {
  const { now, actor } = request;
  const scannedAt = scanTime(request.scannedAt, now);
  try {
    return await db.transaction().execute(async (trx): Promise<ReturnOutcome> => {
      const copy = await trx
        .selectFrom('bookInventory')
        .select(['id', 'status', 'bookId'])
        .where('sku', '=', request.sku)
        .forUpdate()
        .executeTakeFirst();
      if (!copy) return { outcome: 'missing' };
      // Read under the copy's lock: a twin request that made the return has committed by now.
      const earlier = await earlierReturn(trx, request, copy.id);
      if (earlier) return earlier;
      // The loan closed (dated when the desk scanned it, within bounds: decision 0024) and read
      // back as answers show it, in one statement.
      const { rows } = await sql<LoanRow>`
        with loan as (
          update loans set status = 'returned', return_date = ${returnDateOf(scannedAt, now)},
                 returned_by = ${actor?.id ?? null}, return_client_id = ${request.clientId ?? null}
          where inventory_id = ${copy.id} and status = 'active'
          returning *
        ), webhook as (
          ${webhookDeliveriesFrom('loan.returned', loanReturnedSource, now)}
        )
        select loan.id, loan.status, loan.checkout_date as "checkoutDate", loan.due_date as "dueDate",
               loan.return_date as "returnDate", loan.renewals, loan.book_id as "bookId",
               loan.branch_id as "branchId", b.name as "branchName", m.id as "memberId",
               m.member_number as "memberNumber", m.full_name as "memberName",
               c.id as "copyId", c.sku, c.title, c.author, 0 as "daysLate"
        from loan
        left join members as m on m.id = loan.member_id
        left join book_inventory as c on c.id = loan.inventory_id
        left join branches as b on b.id = loan.branch_id`.execute(trx);
      const closed = rows[0];
      if (!closed) {
        const last = await loanQuery(trx, now)
          .where('loans.inventoryId', '=', copy.id)
          .orderBy('loans.checkoutDate', 'desc')
          .orderBy('loans.id', 'desc')
          .executeTakeFirst();
        return {
          outcome: 'not-on-loan',
          sku: request.sku,
          status: copy.status,
          loan: last ? loanView(last) : null,
        };
      }
      const returnedAt = closed.returnDate!;
      // A copy archived while it was out stays archived; one on loan is shelved or set aside.
      const heldFor =
        copy.status === 'ON_LOAN' ? await giveCopyToNextHold(trx, copy, now, returnedAt) : null;
      const fine = await chargeLateReturn(trx, closed.id, now);
      const returned: LoanReturned = {
        loan: { id: closed.id, returnDate: returnedAt },
        fine,
        scannedAt: request.scannedAt ?? null,
        receivedAt: now,
      };
      await writeAudit(trx, request.audit(returned), { actor, at: now });
      return { outcome: 'returned', loan: loanView(closed), heldFor, fine, replayed: false };
    });
  } catch (error) {
    // The id was taken by the return of another copy at the same moment.
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint === ONE_RETURN_PER_CLIENT_ID) {
      return { outcome: 'client-id-taken' };
    }
    throw error;
  }
}

export type RenewOutcome =
  | { outcome: 'renewed'; loan: LoanDetails }
  | { outcome: 'missing' }
  | { outcome: 'not-active' }
  | { outcome: 'member-suspended' }
  | { outcome: 'limit-reached'; maxRenewals: number }
  | { outcome: 'too-early' }
  /** Someone waits for the title: the copy goes to them when it comes back. */
  | { outcome: 'on-hold' };

/** A renewed loan's due date and renewals, before and after. */
export interface LoanRenewed {
  loanId: number;
  before: { dueDate: Date; renewals: number };
  after: { dueDate: Date; renewals: number };
}

/**
 * Renews an active loan: due again the loan period after today, at most `maxRenewals` times,
 * and not for a suspended member. A renewal that would not move the due date later (the loan
 * was lent or renewed today) is refused, `too-early`: it would spend a renewal for nothing.
 */
export function renewLoan(
  db: Db,
  request: {
    id: number;
    /** A member renewing online: only a loan of theirs (another's is `missing`). */
    memberUserId?: string;
    actor: Actor;
    now: Date;
    audit: DraftAudit<LoanRenewed>;
  },
): Promise<RenewOutcome> {
  const { now, actor } = request;
  return db.transaction().execute(async (trx): Promise<RenewOutcome> => {
    const borrower = await trx
      .selectFrom('loans')
      .select('memberId')
      .where('id', '=', request.id)
      .executeTakeFirst();
    if (!borrower?.memberId) return { outcome: 'missing' };
    const settings = await lendingRulesOf(trx, borrower.memberId);
    const due = endOfLibraryDayAfter(now, settings.loanPeriodDays);
    const loan = await trx
      .selectFrom('loans')
      .innerJoin('members', 'members.id', 'loans.memberId')
      .select([
        'loans.status',
        'loans.renewals',
        'loans.dueDate',
        'members.status as memberStatus',
        'members.userId',
        sql<boolean>`${due} > loans.due_date`.as('movesLater'),
        someoneWaitsFor(sql<number>`loans.book_id`).as('waitedFor'),
      ])
      .where('loans.id', '=', request.id)
      .forUpdate()
      .executeTakeFirst();
    if (!loan || (request.memberUserId && loan.userId !== request.memberUserId)) {
      return { outcome: 'missing' };
    }
    if (loan.status !== 'active') return { outcome: 'not-active' };
    if (loan.memberStatus !== 'active') return { outcome: 'member-suspended' };
    if (loan.renewals >= settings.maxRenewals) {
      return { outcome: 'limit-reached', maxRenewals: settings.maxRenewals };
    }
    // Someone waiting settles it whatever the day: the copy must come back.
    if (loan.waitedFor) return { outcome: 'on-hold' };
    if (!loan.movesLater) return { outcome: 'too-early' };
    const renewed = await trx
      .updateTable('loans')
      .set({ dueDate: due, renewals: loan.renewals + 1 })
      .where('id', '=', request.id)
      .returning(['dueDate', 'renewals'])
      .executeTakeFirstOrThrow();
    const before = { dueDate: loan.dueDate, renewals: loan.renewals };
    await writeAudit(trx, request.audit({ loanId: request.id, before, after: renewed }), {
      actor,
      at: now,
    });
    return { outcome: 'renewed', loan: (await loanById(trx, request.id, now))! };
  });
}
