import type {
  AuditDraft,
  DraftAudit,
  LoanMade,
  LoanRenewed,
  LoanReturned,
  LoanSettingsChange,
} from '@app/db';
import { changedFields } from '../audit';
import { bookAudit } from '../books/audit';

const loanEntry = (kind: string, loanId: number, changes: AuditDraft['changes']): AuditDraft => ({
  kind,
  entity: 'loan',
  entityId: loanId,
  changes,
});

/** The audit entries of the desk's loans and the lending rules (`loans.*`). */
export const loanAudit: {
  lent: DraftAudit<LoanMade>;
  returned: DraftAudit<LoanReturned>;
  renewed: DraftAudit<LoanRenewed>;
  settings: DraftAudit<LoanSettingsChange>;
} = {
  /** A loan; before it, the title its copy made on its first loan, if it made one. */
  lent: ({ loan, memberNumber, sku, createdTitle }) => [
    ...(createdTitle ? [bookAudit.madeFromCopy(createdTitle)] : []),
    loanEntry('loans.lend', loan.id, {
      memberNumber: [null, memberNumber],
      sku: [null, sku],
      dueDate: [null, loan.dueDate],
    }),
  ],

  returned: ({ loan }) =>
    loanEntry('loans.return', loan.id, {
      status: ['active', 'returned'],
      returnDate: [null, loan.returnDate],
    }),

  /** Both fields, always: a renewal that keeps a later due date still counts one. */
  renewed: ({ loanId, before, after }) =>
    loanEntry('loans.renew', loanId, {
      dueDate: [before.dueDate, after.dueDate],
      renewals: [before.renewals, after.renewals],
    }),

  /** Nothing when nothing changed. */
  settings: ({ before, after }) => {
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return null;
    return { kind: 'loans.settings', entity: 'loan_settings', entityId: null, changes };
  },
};
