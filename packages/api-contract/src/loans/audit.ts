import type {
  AuditDraft,
  DraftAudit,
  FineSettled,
  LoanMade,
  LoanRenewed,
  LoanReturned,
  LoanSettingsChange,
} from '@app/db';
import { changedFields } from '../audit';
import { bookAudit } from '../books/audit';

const MINUTE = 60 * 1000;

/**
 * A scan's two times, when the desk's (`scannedAt`) and the server's (`receivedAt`) are a minute
 * or more apart: a scan kept on the device offline, or a device whose clock is wrong. The entry
 * keeps both beside the date used, so a reader sees which one counted (decision 0024).
 */
function scanTimes(scan: { scannedAt: Date | null; receivedAt: Date }): AuditDraft['changes'] {
  const { scannedAt, receivedAt } = scan;
  if (!scannedAt || Math.abs(receivedAt.getTime() - scannedAt.getTime()) < MINUTE) return {};
  return { scannedAt: [null, scannedAt], receivedAt: [null, receivedAt] };
}

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
  fineSettled: DraftAudit<FineSettled>;
} = {
  /**
   * A loan; before it, the title its copy made on its first loan, if it made one. A lend sent
   * well after it was scanned says when it started, and both times.
   */
  lent: (made) => {
    const { loan, memberNumber, sku, createdTitle } = made;
    const times = scanTimes(made);
    return [
      ...(createdTitle ? [bookAudit.madeFromCopy(createdTitle)] : []),
      loanEntry('loans.lend', loan.id, {
        memberNumber: [null, memberNumber],
        sku: [null, sku],
        ...(Object.keys(times).length ? { checkoutDate: [null, loan.checkoutDate] } : {}),
        dueDate: [null, loan.dueDate],
        ...times,
      }),
    ];
  },

  /**
   * The return (with both times when it was sent well after it was scanned); after it, the fine
   * it recorded when the book came back late.
   */
  returned: (returned) => {
    const { loan, fine } = returned;
    return [
      loanEntry('loans.return', loan.id, {
        status: ['active', 'returned'],
        returnDate: [null, loan.returnDate],
        ...scanTimes(returned),
      }),
      ...(fine
        ? [
            {
              kind: 'loans.fine',
              entity: 'fine',
              entityId: fine.id,
              changes: {
                loanId: [null, loan.id],
                daysLate: [null, fine.daysLate],
                amount: [null, fine.amount],
              },
            } satisfies AuditDraft,
          ]
        : []),
    ];
  },

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

  /**
   * The receipt of a settled fine (`loans.finePaid`, `loans.fineWaived`): its number, the
   * amount in rupees, the member and the copy; the staff who took it are the entry's actor.
   */
  fineSettled: (receipt) => ({
    kind: receipt.how === 'paid' ? 'loans.finePaid' : 'loans.fineWaived',
    entity: 'fine',
    entityId: receipt.id,
    changes: {
      receiptNumber: [null, receipt.receiptNumber],
      amount: [null, receipt.amount],
      memberNumber: [null, receipt.memberNumber],
      sku: [null, receipt.sku],
      ...(receipt.reason ? { reason: [null, receipt.reason] } : {}),
    },
  }),
};
