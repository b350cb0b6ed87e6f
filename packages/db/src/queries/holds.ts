import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../client';
import type { HoldStatus } from '../constants';
import type { Database } from '../schema';
import { writeAudit, type Actor, type DraftAudit } from './audit';
import { giveCopyToNextHold, lockTitle, type HoldMadeReady } from './holds-shelf';
import { lendingRulesOf } from './lending-rules';
import { queueMemberMessage } from './member-messages';

/**
 * Holds (decision 0039): a member's place in the queue for a title with no copy on the shelf.
 * Every change to a title's queue (placing a hold, a returned copy taking the first, a ready
 * hold passing on) first locks the title's row, so the queue's order is the order of arrival
 * and one copy goes to one hold.
 */

type Tx = Kysely<Database>;

/** Holds with their title, member, pickup branch and copy; `position` for waiting ones. */
function holdQuery(db: Tx) {
  return db
    .selectFrom('holds')
    .innerJoin('books', 'books.id', 'holds.bookId')
    .innerJoin('members', 'members.id', 'holds.memberId')
    .innerJoin('branches', 'branches.id', 'holds.pickupBranchId')
    .leftJoin('bookInventory', 'bookInventory.id', 'holds.inventoryId')
    .select([
      'holds.id',
      'holds.status',
      'holds.createdAt',
      'holds.readyAt',
      'holds.expiresAt',
      'holds.closedAt',
      'holds.pickupBranchId',
      'branches.name as pickupBranchName',
      'branches.nameTa as pickupBranchNameTa',
      'branches.nameSi as pickupBranchNameSi',
      'books.id as bookId',
      'books.title',
      'books.author',
      'members.id as memberId',
      'members.memberNumber',
      'members.fullName as memberName',
      'bookInventory.sku',
      sql<number | null>`case when holds.status = 'waiting' then (
        select count(*)::int from holds as q
        where q.book_id = holds.book_id and q.status = 'waiting' and q.id <= holds.id
      ) end`.as('position'),
    ]);
}
type HoldRow = Awaited<ReturnType<ReturnType<typeof holdQuery>['executeTakeFirstOrThrow']>>;

/** A hold as every answer shows it. */
function holdView(row: HoldRow) {
  return {
    id: row.id,
    status: row.status,
    /** Place in the title's queue (1: next), for a waiting hold; else null. */
    position: row.position,
    createdAt: row.createdAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    closedAt: row.closedAt,
    pickupBranch: {
      id: row.pickupBranchId,
      name: row.pickupBranchName,
      nameTa: row.pickupBranchNameTa,
      nameSi: row.pickupBranchNameSi,
    },
    title: { id: row.bookId, title: row.title, author: row.author },
    member: { id: row.memberId, memberNumber: row.memberNumber, fullName: row.memberName },
    /** The copy set aside, while the hold is ready. */
    sku: row.status === 'ready' ? row.sku : null,
  };
}
export type HoldDetails = ReturnType<typeof holdView>;

async function holdById(db: Tx, id: number) {
  const row = await holdQuery(db).where('holds.id', '=', id).executeTakeFirst();
  return row ? holdView(row) : undefined;
}

/** Why a hold cannot be placed; each is its own translated message. */
export type HoldRefusal =
  | { reason: 'MEMBER_NOT_FOUND' }
  | { reason: 'MEMBER_SUSPENDED' }
  | { reason: 'BOOK_NOT_FOUND' }
  | { reason: 'BRANCH_NOT_FOUND' }
  /** A copy is on the shelf: borrow it. */
  | { reason: 'HOLD_ON_SHELF' }
  /** The library has no copy of the title that could come back. */
  | { reason: 'HOLD_NO_COPIES' }
  /** The member already holds the title (waiting or ready). */
  | { reason: 'HOLD_ALREADY_PLACED' }
  /** The member has a copy of the title on loan. */
  | { reason: 'HOLD_ALREADY_BORROWED' }
  | { reason: 'HOLD_LIMIT_REACHED'; maxHolds: number };

export type PlaceHoldOutcome =
  { outcome: 'placed'; hold: HoldDetails } | ({ outcome: 'refused' } & HoldRefusal);

/** A hold placed, for its audit entry. */
export interface HoldPlaced {
  hold: { id: number; bookId: number; pickupBranchId: string };
  memberNumber: string;
}

export interface PlaceHoldRequest {
  /** The member, by number (staff for a member) or by their account (the member). */
  member: { memberNumber: string } | { userId: string };
  bookId: number;
  pickupBranchId: string;
  /** The language the member asked in: their messages' language, until they choose one. */
  language?: 'en' | 'si' | 'ta';
  actor: Actor;
  /** True when staff place it for the member. */
  byStaff: boolean;
  now: Date;
  audit: DraftAudit<HoldPlaced>;
}

/**
 * Places a hold at the end of the title's queue. Refused when a copy is on the shelf, when
 * no copy could come back (none lent, none set aside), when the member already holds or
 * borrows the title, or has as many open holds as the rules allow.
 */
export function placeHold(db: Db, request: PlaceHoldRequest): Promise<PlaceHoldOutcome> {
  const { now, actor } = request;
  return db.transaction().execute(async (trx): Promise<PlaceHoldOutcome> => {
    const refuse = (refusal: HoldRefusal): PlaceHoldOutcome => ({
      outcome: 'refused',
      ...refusal,
    });
    if (!(await lockTitle(trx, request.bookId))) return refuse({ reason: 'BOOK_NOT_FOUND' });
    const member = await trx
      .selectFrom('members')
      .select(['id', 'status', 'memberNumber', 'messageLanguage'])
      .$call((q) =>
        'userId' in request.member
          ? q.where('userId', '=', request.member.userId)
          : q.where('memberNumber', '=', request.member.memberNumber),
      )
      .forShare()
      .executeTakeFirst();
    if (!member) return refuse({ reason: 'MEMBER_NOT_FOUND' });
    if (member.status !== 'active') return refuse({ reason: 'MEMBER_SUSPENDED' });
    const branch = await trx
      .selectFrom('branches')
      .select('id')
      .where('id', '=', request.pickupBranchId)
      .executeTakeFirst();
    if (!branch) return refuse({ reason: 'BRANCH_NOT_FOUND' });
    const state = await trx
      .selectFrom('bookInventory')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('status', '=', 'VERIFIED').as('shelved'),
        eb.fn.countAll<number>().filterWhere('status', 'in', ['ON_LOAN', 'ON_HOLD']).as('out'),
      ])
      .where('bookId', '=', request.bookId)
      .executeTakeFirstOrThrow();
    if (Number(state.shelved) > 0) return refuse({ reason: 'HOLD_ON_SHELF' });
    if (Number(state.out) === 0) return refuse({ reason: 'HOLD_NO_COPIES' });
    const mine = await trx
      .selectFrom('holds')
      .select((eb) => [
        eb.fn.countAll<number>().as('open'),
        eb.fn.countAll<number>().filterWhere('bookId', '=', request.bookId).as('thisTitle'),
      ])
      .where('memberId', '=', member.id)
      .where('status', 'in', ['waiting', 'ready'])
      .executeTakeFirstOrThrow();
    if (Number(mine.thisTitle) > 0) return refuse({ reason: 'HOLD_ALREADY_PLACED' });
    const borrowed = await trx
      .selectFrom('loans')
      .select('id')
      .where('memberId', '=', member.id)
      .where('bookId', '=', request.bookId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (borrowed) return refuse({ reason: 'HOLD_ALREADY_BORROWED' });
    const { maxHolds } = await lendingRulesOf(trx, member.id);
    if (Number(mine.open) >= maxHolds) return refuse({ reason: 'HOLD_LIMIT_REACHED', maxHolds });
    const hold = await trx
      .insertInto('holds')
      .values({
        bookId: request.bookId,
        memberId: member.id,
        pickupBranchId: request.pickupBranchId,
        createdAt: now,
        placedBy: request.byStaff ? (actor?.id ?? null) : null,
      })
      .returning(['id', 'bookId', 'pickupBranchId'])
      .executeTakeFirstOrThrow();
    if (!member.messageLanguage && request.language && !request.byStaff) {
      await trx
        .updateTable('members')
        .set({ messageLanguage: request.language })
        .where('id', '=', member.id)
        .execute();
    }
    await writeAudit(trx, request.audit({ hold, memberNumber: member.memberNumber }), {
      actor,
      at: now,
    });
    return { outcome: 'placed', hold: (await holdById(trx, hold.id))! };
  });
}

export interface HoldFilter {
  memberId?: number;
  /** `open`: waiting and ready (the default); `all`: also closed ones, newest first. */
  state?: 'open' | 'all';
  limit: number;
  offset: number;
}

/** Holds: open ones ready first, then in queue order; with `all`, the newest first. */
export async function listHolds(db: Db, filter: HoldFilter) {
  let query = holdQuery(db);
  if (filter.memberId !== undefined) query = query.where('holds.memberId', '=', filter.memberId);
  if ((filter.state ?? 'open') === 'open') {
    query = query.where('holds.status', 'in', ['waiting', 'ready']);
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy(sql`holds.status = 'ready'`, 'desc')
      .orderBy(sql`holds.status = 'waiting'`, 'desc')
      .orderBy('holds.id', filter.state === 'all' ? 'desc' : 'asc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(holdView), total: Number(count.n) };
}

/**
 * Whether a copy may be lent to this member: on the shelf, or set aside for them. A copy set
 * aside for someone else may not be lent.
 */
export function lendableTo(memberId: number) {
  return sql<boolean>`(book_inventory.status = 'VERIFIED' or (book_inventory.status = 'ON_HOLD'
    and exists (select 1 from holds as h where h.inventory_id = book_inventory.id
      and h.status = 'ready' and h.member_id = ${memberId})))`;
}

/** Whether anyone waits for this title (a loan of it may not be renewed then). */
export function someoneWaitsFor(bookId: number | RawBuilder<number>) {
  return sql<boolean>`exists (select 1 from holds as h
    where h.book_id = ${bookId} and h.status = 'waiting')`;
}

export type CancelHoldOutcome =
  | { outcome: 'cancelled'; hold: HoldDetails; nextReady: HoldMadeReady | null }
  | { outcome: 'missing' }
  | { outcome: 'closed'; status: HoldStatus };

/** A hold cancelled, for its audit entry. */
export interface HoldCancelled {
  hold: { id: number; bookId: number; status: HoldStatus };
  memberNumber: string;
}

/**
 * Cancels an open hold (a member's own: `memberUserId`; staff: any). A ready hold's copy goes to
 * the next in the queue, or back on the shelf.
 */
export function cancelHold(
  db: Db,
  request: {
    id: number;
    memberUserId?: string;
    actor: Actor;
    now: Date;
    audit: DraftAudit<HoldCancelled>;
  },
): Promise<CancelHoldOutcome> {
  const { now, actor } = request;
  return db.transaction().execute(async (trx): Promise<CancelHoldOutcome> => {
    const found = await trx
      .selectFrom('holds')
      .innerJoin('members', 'members.id', 'holds.memberId')
      .select(['holds.bookId', 'members.userId'])
      .where('holds.id', '=', request.id)
      .executeTakeFirst();
    if (!found || (request.memberUserId && found.userId !== request.memberUserId)) {
      return { outcome: 'missing' };
    }
    await lockTitle(trx, found.bookId);
    const hold = await trx
      .selectFrom('holds')
      .innerJoin('members', 'members.id', 'holds.memberId')
      .select(['holds.status', 'holds.inventoryId', 'members.memberNumber'])
      .where('holds.id', '=', request.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (hold.status !== 'waiting' && hold.status !== 'ready') {
      return { outcome: 'closed', status: hold.status };
    }
    await trx
      .updateTable('holds')
      .set({ status: 'cancelled', closedAt: now })
      .where('id', '=', request.id)
      .execute();
    const nextReady = hold.inventoryId
      ? await giveCopyToNextHold(trx, { id: hold.inventoryId, bookId: found.bookId }, now)
      : null;
    await writeAudit(
      trx,
      request.audit({
        hold: { id: request.id, bookId: found.bookId, status: hold.status },
        memberNumber: hold.memberNumber,
      }),
      { actor, at: now },
    );
    return { outcome: 'cancelled', hold: (await holdById(trx, request.id))!, nextReady };
  });
}

/**
 * Ends ready holds not collected by their last day (`expired`); each copy passes to the next in
 * its title's queue or goes back on the shelf. Safe to run in several processes at once (rows
 * another is expiring are skipped). Returns the holds that expired and those made ready.
 */
export async function expireHolds(
  db: Db,
  now: Date,
  batch = 100,
): Promise<{ expired: number; madeReady: HoldMadeReady[]; messageIds: Array<number | null> }> {
  let expired = 0;
  const madeReady: HoldMadeReady[] = [];
  const messageIds: Array<number | null> = [];
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('holds')
        .select(['id', 'bookId', 'inventoryId', 'memberId'])
        .where('status', '=', 'ready')
        .where('expiresAt', '<', now)
        .orderBy('expiresAt')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return true;
      await trx
        .updateTable('holds')
        .set({ status: 'expired', closedAt: now })
        .where('id', '=', due.id)
        .execute();
      messageIds.push(
        await queueMemberMessage(trx, {
          memberId: due.memberId,
          kind: 'hold-expired',
          subjectKey: String(due.id),
          now,
        }),
      );
      const next = await giveCopyToNextHold(trx, { id: due.inventoryId!, bookId: due.bookId }, now);
      if (next) madeReady.push(next);
      expired += 1;
      return false;
    });
    if (done || expired >= batch) break;
  }
  return { expired, madeReady, messageIds };
}
