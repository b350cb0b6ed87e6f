import { sql } from 'kysely';
import type { Db } from '../client';
import type { MemberCategory } from '../tables/members';
import { writeAudit, type Actor, type DraftAudit } from './audit';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The category a member is in unless the desk says otherwise (the column's default). */
export const DEFAULT_MEMBER_CATEGORY = 'adult';

/** A category's names and rules; a null rule is the library's (`loan_settings`). */
export interface MemberCategoryFields {
  name: string;
  nameTa: string | null;
  nameSi: string | null;
  maxLoans: number | null;
  loanPeriodDays: number | null;
  maxRenewals: number | null;
  maxHolds: number | null;
  finePerDay: number | null;
}

/** A category before and after a change (null before: created; null after: deleted). */
export interface MemberCategoryChange {
  before: MemberCategory | null;
  after: MemberCategory | null;
}

interface Options {
  actor: Actor;
  now: Date;
  audit: DraftAudit<MemberCategoryChange>;
}

export type MemberCategoryOutcome =
  | { outcome: 'saved'; category: MemberCategory }
  | { outcome: 'missing' }
  /** Another category has that id. */
  | { outcome: 'taken' };

/** Adds a category, after the others; its id is the library's choice and never changes. */
export async function createMemberCategory(
  db: Db,
  fields: MemberCategoryFields & { id: string },
  options: Options,
): Promise<MemberCategoryOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const category = await trx
        .insertInto('memberCategories')
        .values({
          ...fields,
          position: sql<number>`(select coalesce(max(position), 0) + 1 from member_categories)`,
          updatedAt: options.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, options.audit({ before: null, after: category }), {
        actor: options.actor,
        at: options.now,
      });
      return { outcome: 'saved' as const, category };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { outcome: 'taken' };
    throw error;
  }
}

/** Changes a category's names and rules; the members in it borrow by the new rules at once. */
export function updateMemberCategory(
  db: Db,
  id: string,
  changes: Partial<MemberCategoryFields>,
  options: Options,
): Promise<MemberCategoryOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('memberCategories')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return { outcome: 'missing' };
    const after = await trx
      .updateTable('memberCategories')
      .set({ ...changes, updatedAt: options.now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, options.audit({ before, after }), {
      actor: options.actor,
      at: options.now,
    });
    return { outcome: 'saved', category: after };
  });
}

export type MemberCategoryDeleteOutcome =
  | { outcome: 'deleted' }
  | { outcome: 'missing' }
  /** Members are in it: they would have no rules. */
  | { outcome: 'in-use'; members: number }
  /** The category new members are put in. */
  | { outcome: 'default' };

/**
 * Deletes a category no member is in. The category's row is locked first, and the foreign key
 * refuses a member put in it meanwhile, so a member is never left without one.
 */
export async function deleteMemberCategory(
  db: Db,
  id: string,
  options: Options,
): Promise<MemberCategoryDeleteOutcome> {
  if (id === DEFAULT_MEMBER_CATEGORY) return { outcome: 'default' };
  const membersIn = async (trx: Db) => {
    const { n } = await trx
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('categoryId', '=', id)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('memberCategories')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return { outcome: 'missing' as const };
      const members = await membersIn(trx);
      if (members > 0) return { outcome: 'in-use' as const, members };
      await trx.deleteFrom('memberCategories').where('id', '=', id).execute();
      await writeAudit(trx, options.audit({ before, after: null }), {
        actor: options.actor,
        at: options.now,
      });
      return { outcome: 'deleted' as const };
    });
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
      return { outcome: 'in-use', members: await membersIn(db) };
    }
    throw error;
  }
}
