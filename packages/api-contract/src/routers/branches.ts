import { listBranches } from '@app/db';
import { listBranchesInput } from '../schemas/branches';
import { publicProcedure, router } from '../trpc';

export const branchesRouter = router({
  list: publicProcedure
    .input(listBranchesInput)
    .query(({ ctx, input }) => listBranches(ctx.db, input ?? {})),
});
