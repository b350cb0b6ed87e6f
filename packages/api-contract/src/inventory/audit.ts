import type { AuditDraft, InventoryStatus } from '@app/db';
import { rowChange } from '../audit';

/** The audit entries of the copies (`inventory.*`, entity `copy`). */
export const copyAudit = {
  scanned: <T extends { id: number }>(copy: T) =>
    rowChange('inventory.scan', 'copy', copy.id, null, copy),
  /** A review: verified, rejected (archived), or corrected without a change of status. */
  reviewed: <T extends { id: number }>(
    status: Extract<InventoryStatus, 'VERIFIED' | 'ARCHIVED'> | undefined,
    before: T,
    after: T,
  ) =>
    rowChange(
      status === 'VERIFIED'
        ? 'inventory.verify'
        : status === 'ARCHIVED'
          ? 'inventory.reject'
          : 'inventory.correct',
      'copy',
      after.id,
      before,
      after,
    ),
  labelled: (copyId: number): AuditDraft => ({
    kind: 'inventory.label',
    entity: 'copy',
    entityId: copyId,
    changes: { qrCode: [null, 'generated'] },
  }),
};
