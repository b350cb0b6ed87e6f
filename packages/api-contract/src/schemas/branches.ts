import { z } from 'zod';
import { instant } from './shapes';

export const listBranchesInput = z
  .object({
    activeOnly: z.boolean().optional(),
  })
  .optional();
export type ListBranchesInput = z.infer<typeof listBranchesInput>;

/** A branch with its district's name (the main library first in every list). */
export const branchOutput = z.object({
  /** Short code ('JPL'), also the prefix of the SKUs of its copies. */
  id: z.string(),
  name: z.string(),
  nameTa: z.string().nullable(),
  nameSi: z.string().nullable(),
  districtId: z.number().int(),
  districtName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  isActive: z.boolean(),
  createdAt: instant,
});
export const branchListOutput = z.array(branchOutput);
