import { z } from 'zod';

export const listBranchesInput = z
  .object({
    activeOnly: z.boolean().optional(),
  })
  .optional();
export type ListBranchesInput = z.infer<typeof listBranchesInput>;
