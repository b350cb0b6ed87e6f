import { isStaffRole, type UserRole } from '@app/db/constants';

/** Who may call a procedure or route; every procedure declares it (a test enumerates them). */
export type Access = 'public' | 'signed_in' | 'staff' | 'super_admin';

/**
 * The one rule of who may call what: null when `role` (null: nobody signed in) may use
 * something of `access`, otherwise the app code to refuse with (401 or 403).
 */
export function accessRefusal(
  access: Access,
  role: UserRole | null,
): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  if (access === 'public') return null;
  if (role === null) return 'UNAUTHENTICATED';
  if (access === 'staff' && !isStaffRole(role)) return 'FORBIDDEN';
  if (access === 'super_admin' && role !== 'super_admin') return 'FORBIDDEN';
  return null;
}
