import type { Generated, Selectable } from 'kysely';

/** The lending rules (one row). */
export interface LoanSettingsTable {
  id: Generated<boolean>;
  /** Due date = lending date + this many days (and again from a renewal). */
  loanPeriodDays: Generated<number>;
  /** How many times one loan may be renewed. */
  maxRenewals: Generated<number>;
  /** Library days a member has to collect a hold set aside for them. */
  holdPickupDays: Generated<number>;
  /** Most open holds (waiting or ready) one member may have. */
  maxHolds: Generated<number>;
  /** Whole rupees a library day late; 0: no fines (the default). */
  finePerDay: Generated<number>;
  /** The most one loan's fine may be (null: no cap). */
  fineCap: number | null;
  /** Unpaid fines above this stop lending (null: they never do). */
  fineBlockOver: number | null;
  updatedAt: Generated<Date>;
}
export type LoanSettings = Selectable<LoanSettingsTable>;
