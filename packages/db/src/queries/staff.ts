import type { Db } from '../client';
import { STAFF_ROLES } from '../constants';
import type { ListPage, PageRequest } from './paging';

const STAFF_COLUMNS = [
  'id',
  'email',
  'displayName',
  'role',
  'branchId',
  'isActive',
  'createdAt',
] as const;

/** A page of the staff accounts (librarians and super admins), active first, then by name. */
export async function listStaff(db: Db, page: PageRequest) {
  const staff = db.selectFrom('users').where('role', 'in', STAFF_ROLES);
  const [items, count] = await Promise.all([
    staff
      .select(STAFF_COLUMNS)
      .orderBy('isActive', 'desc')
      .orderBy('displayName')
      .orderBy('email')
      .limit(page.limit)
      .offset(page.offset ?? 0)
      .execute(),
    staff.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const result: ListPage<(typeof items)[number]> = { items, total: Number(count.total) };
  return result;
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
