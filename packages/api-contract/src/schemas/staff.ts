import { STAFF_ROLES } from '@app/db/constants';
import { z } from 'zod';
import { pageFields } from './paging';
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
