import type { Db } from '../client';
import { STAFF_ROLES } from '../constants';

/** Staff accounts (librarians and super admins), active ones first, then by name. */
export function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'displayName', 'role', 'branchId', 'isActive', 'createdAt'])
    .where('role', 'in', STAFF_ROLES)
    .orderBy('isActive', 'desc')
    .orderBy('displayName')
    .orderBy('email')
    .execute();
}

export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'super_admin')
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  return row.n;
}
