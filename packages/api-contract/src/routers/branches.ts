import { listBranches } from '@app/db';
import { listBranchesInput } from '../schemas/branches';
import { catalogueProcedure, router } from '../trpc';

export const branchesRouter = router({
  list: catalogueProcedure
    .input(listBranchesInput)
    .query(({ ctx, input }) => listBranches(ctx.db, input ?? {})),
});
