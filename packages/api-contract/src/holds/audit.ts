import type { DraftAudit, HoldCancelled, HoldPlaced } from '@app/db';

/** The audit entries of holds (`holds.*`): who placed or cancelled which, for whom. */
export const holdAudit: {
  placed: DraftAudit<HoldPlaced>;
  cancelled: DraftAudit<HoldCancelled>;
} = {
  placed: ({ hold, memberNumber }) => ({
    kind: 'holds.place',
    entity: 'hold',
    entityId: hold.id,
    changes: {
      memberNumber: [null, memberNumber],
      bookId: [null, hold.bookId],
      pickupBranchId: [null, hold.pickupBranchId],
    },
  }),
  cancelled: ({ hold, memberNumber }) => ({
    kind: 'holds.cancel',
    entity: 'hold',
    entityId: hold.id,
    changes: { memberNumber: [memberNumber, memberNumber], status: [hold.status, 'cancelled'] },
  }),
};
