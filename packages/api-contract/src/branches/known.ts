import { listBranches, type Db } from '@app/db';

/** Whether `branchId` names one of the library's branches (each caller says why it is refused). */
export async function isKnownBranch(db: Db, branchId: string): Promise<boolean> {
  return (await listBranches(db)).some((branch) => branch.id === branchId);
}
