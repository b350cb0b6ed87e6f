import { z } from 'zod';
import { newPasswordSchema } from './auth';

export const STAFF_ROLE_CHOICES = ['librarian', 'super_admin'] as const;

export const createStaffInput = z.object({
  email: z.email().trim().toLowerCase().max(320),
  displayName: z.string().trim().min(1).max(120),
  role: z.enum(STAFF_ROLE_CHOICES).default('librarian'),
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
