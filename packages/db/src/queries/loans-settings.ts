import type { Db } from '../client';
import { writeAudit, type Actor, type DraftAudit } from './audit';

const SETTINGS_COLUMNS = [
  'loanPeriodDays',
  'maxRenewals',
  'holdPickupDays',
  'maxHolds',
  'finePerDay',
  'fineCap',
  'fineBlockOver',
  'updatedAt',
] as const;

/** The lending rules (docs/decisions/0023), and fines for days late. */
export function getLoanSettings(db: Db) {
  return db.selectFrom('loanSettings').select(SETTINGS_COLUMNS).executeTakeFirstOrThrow();
}

/** The lending rules before and after a change. */
export interface LoanSettingsChange {
  before: Awaited<ReturnType<typeof getLoanSettings>>;
  after: Awaited<ReturnType<typeof getLoanSettings>>;
}

/** Changes the lending rules; loans already made keep their due dates, fines their amounts. */
export function updateLoanSettings(
  db: Db,
  changes: {
    loanPeriodDays?: number;
    maxRenewals?: number;
    holdPickupDays?: number;
    maxHolds?: number;
    finePerDay?: number;
    /** Null: no cap. */
    fineCap?: number | null;
    /** Null: fines never stop lending. */
    fineBlockOver?: number | null;
  },
  options: { actor: Actor; now: Date; audit: DraftAudit<LoanSettingsChange> },
) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('loanSettings')
      .select(SETTINGS_COLUMNS)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('loanSettings')
      .set({ ...changes, updatedAt: options.now })
      .returning(SETTINGS_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, options.audit({ before, after }), {
      actor: options.actor,
      at: options.now,
    });
    return after;
  });
}
