import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { HoldMadeReady } from './holds-shelf';
import type { LendOutcome, LendRequest, ReturnOutcome, ReturnRequest } from './loans';
import { loanQuery, loanView } from './loans-view';

// A desk sends a scan again when its answer was lost (decision 0023): these find what the
// first sending did, so the repeat answers it instead of applying the scan a second time.

/**
 * What an earlier sending of this scan did, when its `clientId` was seen before: the loan it
 * made, if that loan is this scan's. A `clientId` belongs to the member, the copy and the desk
 * (the staff account) of its loan; reused for any other it is refused, and shows nothing of
 * that loan (a desk could otherwise read another's).
 */
export async function earlierScan(
  db: Kysely<Database>,
  request: LendRequest,
): Promise<LendOutcome | undefined> {
  if (!request.clientId) return undefined;
  const row = await loanQuery(db, request.now)
    .select('loans.lentBy')
    .where('loans.clientId', '=', request.clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  const same =
    row.memberNumber === request.memberNumber &&
    row.sku === request.sku &&
    row.lentBy === (request.actor?.id ?? null);
  return same
    ? { outcome: 'replayed', loan: loanView(row) }
    : { outcome: 'refused', reason: 'CLIENT_ID_TAKEN' };
}

/**
 * What an earlier sending of this return scan did, when its `clientId` closed a loan: that
 * return again, with the member the copy was then set aside for (the hold made ready by it, at
 * the same instant). A `clientId` belongs to the copy and the desk of its return; reused for
 * another it is refused and shows nothing of that loan.
 */
export async function earlierReturn(
  trx: Kysely<Database>,
  request: ReturnRequest,
  copyId: number,
): Promise<ReturnOutcome | undefined> {
  if (!request.clientId) return undefined;
  const row = await loanQuery(trx, request.now)
    .select(['loans.returnedBy', 'loans.inventoryId'])
    .where('loans.returnClientId', '=', request.clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.inventoryId !== copyId || row.returnedBy !== (request.actor?.id ?? null)) {
    return { outcome: 'client-id-taken' };
  }
  const hold = await trx
    .selectFrom('holds')
    .innerJoin('members', 'members.id', 'holds.memberId')
    .innerJoin('branches', 'branches.id', 'holds.pickupBranchId')
    .select(['holds.id as holdId', 'holds.memberId', 'holds.pickupBranchId', 'holds.expiresAt'])
    .select(['members.memberNumber', 'members.fullName', 'branches.name as pickupBranchName'])
    .where('holds.inventoryId', '=', copyId)
    .where('holds.readyAt', '=', row.returnDate!)
    .executeTakeFirst();
  const heldFor: HoldMadeReady | null = hold
    ? {
        holdId: hold.holdId,
        memberId: hold.memberId,
        memberNumber: hold.memberNumber,
        memberName: hold.fullName,
        pickupBranchId: hold.pickupBranchId,
        pickupBranchName: hold.pickupBranchName,
        expiresAt: hold.expiresAt!,
        // The member was told by the first sending.
        messageId: null,
      }
    : null;
  const fine = await trx
    .selectFrom('fines')
    .select(['id', 'daysLate', 'amount'])
    .where('loanId', '=', row.id)
    .executeTakeFirst();
  return { outcome: 'returned', loan: loanView(row), heldFor, fine: fine ?? null, replayed: true };
}
