import { listBranches } from '@app/db';
import { branchListOutput, listBranchesInput } from '../schemas/branches';
import { catalogueProcedure, router } from '../trpc';

export const branchesRouter = router({
  list: catalogueProcedure
    .input(listBranchesInput)
    .output(branchListOutput)
    .query(({ ctx, input }) => listBranches(ctx.db, input ?? {})),
});
