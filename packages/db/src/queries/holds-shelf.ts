import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { endOfLibraryDayAfter } from './library-days';
import { memberMessageInsert } from './member-messages';

/**
 * The hold shelf (decision 0039): a copy that comes free (returned, or released by a hold that
 * ended) is set aside for the first in its title's queue, or goes back on the shelf. Every
 * change to a title's queue first locks the title's row ({@link lockTitle}).
 */

type Tx = Kysely<Database>;

/** Locks a title's row: the one door to its queue. False when there is no such title. */
export async function lockTitle(trx: Tx, bookId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('books')
    .select('id')
    .where('id', '=', bookId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** A hold a returned or released copy was set aside for: whom to tell, where. */
export interface HoldMadeReady {
  holdId: number;
  memberId: number;
  memberNumber: string;
  memberName: string;
  pickupBranchId: string;
  /** The pickup branch's English name. */
  pickupBranchName: string;
  expiresAt: Date;
  /** The message telling the member (null: one was queued before). */
  messageId: number | null;
}

/**
 * Gives a copy that has just come free (returned, or released by a hold that ended) to the
 * first waiting hold of its title: the copy is set aside (`ON_HOLD`) and the hold is ready until
 * the end of the library day `holdPickupDays` from now. With nobody waiting the copy goes back on
 * the shelf (`VERIFIED`). Locks the title first; the caller's transaction holds the copy. Three
 * round trips at most: the lock, the queue's first (the copy shelved in the same statement when
 * there is none), and the hold made ready with the copy set aside and the member's message.
 * `readyAt`: when the copy came free, if earlier than now (a return scanned while the desk was
 * offline, decision 0024); the days to collect it still count from now, when the member is told.
 */
export async function giveCopyToNextHold(
  trx: Tx,
  copy: { id: number; bookId: number | null },
  now: Date,
  readyAt: Date = now,
): Promise<HoldMadeReady | null> {
  if (copy.bookId === null || !(await lockTitle(trx, copy.bookId))) {
    await trx
      .updateTable('bookInventory')
      .set({ status: 'VERIFIED', lastModified: now })
      .where('id', '=', copy.id)
      .where('status', 'in', ['ON_LOAN', 'ON_HOLD'])
      .execute();
    return null;
  }
  const bookId = copy.bookId;
  // Read after the title's lock, in a statement of its own: a hold another return made ready
  // while this one waited for the lock is no longer waiting.
  const next = await trx
    .with('next', (db) =>
      db
        .selectFrom('holds')
        .innerJoin('members', 'members.id', 'holds.memberId')
        .innerJoin('branches', 'branches.id', 'holds.pickupBranchId')
        .crossJoin('loanSettings')
        .select(['holds.id', 'holds.memberId', 'holds.pickupBranchId', 'members.memberNumber'])
        .select(['members.fullName', 'branches.name as pickupBranchName'])
        .select('loanSettings.holdPickupDays')
        .where('holds.bookId', '=', bookId)
        .where('holds.status', '=', 'waiting')
        .orderBy('holds.id')
        .limit(1),
    )
    .with('shelved', (db) =>
      db
        .updateTable('bookInventory')
        .set({ status: 'VERIFIED', lastModified: now })
        .where('id', '=', copy.id)
        .where('status', 'in', ['ON_LOAN', 'ON_HOLD'])
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('next').select('next.id'))))
        .returning('id'),
    )
    .selectFrom('next')
    .selectAll()
    .executeTakeFirst();
  if (!next) return null;
  const ready = await trx
    .with('ready', (db) =>
      db
        .updateTable('holds')
        .set({
          status: 'ready',
          inventoryId: copy.id,
          readyAt,
          expiresAt: endOfLibraryDayAfter(now, next.holdPickupDays),
        })
        .where('id', '=', next.id)
        .returning('expiresAt'),
    )
    .with('aside', (db) =>
      db
        .updateTable('bookInventory')
        .set({ status: 'ON_HOLD', lastModified: now })
        .where('id', '=', copy.id)
        .returning('id'),
    )
    // Kysely writes a raw statement in `with` as it is: the brackets are ours to add.
    .with(
      'message',
      () =>
        sql<{ id: number }>`(${memberMessageInsert({
          memberId: next.memberId,
          kind: 'hold-ready',
          subjectKey: String(next.id),
          now,
        })})`,
    )
    .selectFrom('ready')
    .select((eb) => [
      'ready.expiresAt',
      eb.selectFrom('message').select('message.id').as('messageId'),
    ])
    .executeTakeFirstOrThrow();
  const messageId = ready.messageId ?? null;
  return {
    messageId,
    holdId: next.id,
    memberId: next.memberId,
    memberNumber: next.memberNumber,
    memberName: next.fullName,
    pickupBranchId: next.pickupBranchId,
    pickupBranchName: next.pickupBranchName,
    expiresAt: ready.expiresAt!,
  };
}
