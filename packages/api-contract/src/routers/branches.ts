import { listBranches } from '@app/db';
import { branchListOutput, listBranchesInput } from '../schemas/branches';
import { collectionProcedure, router } from '../trpc';

export const branchesRouter = router({
  list: collectionProcedure
    .input(listBranchesInput)
    .output(branchListOutput)
    .query(({ ctx, input }) => listBranches(ctx.db, input ?? {})),
});
