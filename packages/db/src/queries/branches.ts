import type { Db } from '../client';

/** Branches with their district, the main library first. */
export function listBranches(db: Db, filter: { activeOnly?: boolean } = {}) {
  let query = db
    .selectFrom('branches')
    .innerJoin('districts', 'districts.id', 'branches.districtId')
    .selectAll('branches')
    .select(['districts.name as districtName']);
  if (filter.activeOnly) query = query.where('branches.isActive', '=', true);
  return query
    .orderBy((eb) => eb.case().when('branches.id', '=', 'JPL').then(0).else(1).end())
    .orderBy('branches.name')
    .execute();
}

/** One branch's name and address for mail; undefined when there is no such branch. */
export function findBranchById(db: Db, id: string) {
  return db
    .selectFrom('branches')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
}
