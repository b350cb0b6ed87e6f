import { STAFF_ROLES, USER_ROLES } from '@app/db/constants';
import { z } from 'zod';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';
import { requiredText } from './text';
import { newPasswordSchema } from './auth';

export const createStaffInput = z.object({
  email: z.email().trim().toLowerCase().max(320),
  displayName: requiredText(120),
  role: z.enum(STAFF_ROLES).default('librarian'),
  password: newPasswordSchema,
});
export type CreateStaffInput = z.input<typeof createStaffInput>;

export const setStaffActiveInput = z.object({
  id: z.uuid(),
  isActive: z.boolean(),
});

export const resetStaffPasswordInput = z.object({
  id: z.uuid(),
  password: newPasswordSchema,
});

export const DEFAULT_STAFF_PAGE = 25;
export const listStaffInput = z.object(pageFields(DEFAULT_STAFF_PAGE, 100)).prefault({});

/** A staff account as the list shows it (never its password hash). */
export const staffOutput = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  branchId: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: instant,
});
export const staffPageOutput = pageOutput(staffOutput);

/** A staff account just created or (de)activated: every column but the password hash. */
export const staffAccountOutput = staffOutput.extend({
  districtId: z.number().int().nullable(),
  updatedAt: instant,
});
