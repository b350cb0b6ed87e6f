import { findApiToken, findUserById, type Db } from '@app/db';
import { isStaffRole } from '@app/db/constants';
import { appError } from '../errors';
import type { SessionUser } from '../trpc';

/**
 * Whose tokens `caller` may manage: their own, and a super admin everyone's. Another's token
 * is NOT_FOUND rather than FORBIDDEN, so ids do not tell a librarian what exists.
 */
export function mayManage(caller: SessionUser, ownerId: string): boolean {
  return caller.id === ownerId || caller.role === 'super_admin';
}

/** The staff member a new token is for: the caller, or (for a super admin) an active colleague. */
export async function tokenOwner(db: Db, caller: SessionUser, userId: string | undefined) {
  if (!userId || userId === caller.id) return { id: caller.id, role: caller.role };
  if (caller.role !== 'super_admin') throw appError('FORBIDDEN', 'Only for oneself');
  const owner = await findUserById(db, userId);
  if (!owner || !owner.isActive || !isStaffRole(owner.role)) {
    throw appError('NOT_FOUND', 'No such active staff member');
  }
  return { id: owner.id, role: owner.role };
}

/** A token the caller may manage, or NOT_FOUND. */
export async function managedToken(db: Db, caller: SessionUser, id: string) {
  const token = await findApiToken(db, id);
  if (!token || !mayManage(caller, token.userId)) throw appError('NOT_FOUND', 'No such token');
  return token;
}
