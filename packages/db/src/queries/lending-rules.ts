import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The rules one member borrows by: their category's, where it has its own, else the library's. */
export interface LendingRules {
  loanPeriodDays: number;
  maxRenewals: number;
  maxHolds: number;
  /** Null: no limit. */
  maxLoans: number | null;
  holdPickupDays: number;
  /** Whole rupees a library day late; 0: no fines. */
  finePerDay: number;
  /** The most one loan's fine may be (null: no cap). */
  fineCap: number | null;
  /** Unpaid fines above this stop lending (null: never). */
  fineBlockOver: number | null;
}

/**
 * The rules' columns (as `LendingRules`' fields) for the member `m`: their category's
 * (`member_categories`) where it sets one, the library's (`loan_settings`) otherwise. Read with
 * {@link LENDING_RULES_FROM}, so a statement that needs the member anyway (the desk's lend)
 * reads their rules in the same round trip.
 */
export const LENDING_RULES = sql`coalesce(c.loan_period_days, s.loan_period_days) as "loanPeriodDays",
  coalesce(c.max_renewals, s.max_renewals) as "maxRenewals",
  coalesce(c.max_holds, s.max_holds) as "maxHolds",
  c.max_loans as "maxLoans",
  s.hold_pickup_days as "holdPickupDays",
  coalesce(c.fine_per_day, s.fine_per_day) as "finePerDay",
  s.fine_cap as "fineCap",
  s.fine_block_over as "fineBlockOver"`;

/** The member `m`, their category `c` and the library's settings `s`. */
export const LENDING_RULES_FROM = sql`from members as m
  join member_categories as c on c.id = m.category_id
  cross join loan_settings as s`;

/**
 * The lending rules of a member (issue 27): their category's (`member_categories`) where it
 * sets one, the library's (`loan_settings`) otherwise.
 */
export async function lendingRulesOf(
  db: Kysely<Database>,
  memberId: number | ReturnType<typeof sql<number>>,
): Promise<LendingRules> {
  const { rows } = await sql<LendingRules>`
    select ${LENDING_RULES} ${LENDING_RULES_FROM} where m.id = ${memberId}`.execute(db);
  const rules = rows[0];
  if (!rules) throw new Error(`no member ${String(memberId)}`);
  return rules;
}
