import type { AuditDraft, User } from '@app/db';
import { rowChange } from '../audit';

/** The audit entries of the staff accounts (`staff.*`, entity `user`). */
export const staffAudit = {
  created: (user: User) => rowChange('staff.create', 'user', user.id, null, user),
  activeSet: (before: User, after: User) =>
    rowChange(
      after.isActive ? 'staff.reactivate' : 'staff.deactivate',
      'user',
      after.id,
      before,
      after,
    ),
  /** Who reset whose password, and when; never the password or its hash. */
  passwordReset: (user: Pick<User, 'id'>): AuditDraft => ({
    kind: 'staff.resetPassword',
    entity: 'user',
    entityId: user.id,
    changes: {},
  }),
};
