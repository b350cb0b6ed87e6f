import {
  isStaffRole,
  STAFF_ROLES,
  USER_ROLES,
  type StaffRole,
  type UserRole,
} from '@app/db/constants';
import { z } from 'zod';
import { instant } from './shapes';
import { requiredText } from './text';

export { isStaffRole, STAFF_ROLES, USER_ROLES, type StaffRole, type UserRole };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Sign-in: both fields required; the length cap keeps hashing work bounded. */
export const loginInput = z.object({
  email: requiredText(320),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInput>;

/** A new password: 8 to 128 characters, any script. */
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A set-password link's token (from the link's fragment). */
export const passwordLinkInput = z.object({ token: z.string().trim().min(16).max(200) });

/** Choose a password through a set-password link. */
export const setPasswordInput = passwordLinkInput.extend({ password: newPasswordSchema });

/** Who is signed in, as the server knows them. */
export const sessionUserOutput = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(USER_ROLES),
});

/** A sign-in (with a password, or through a set-password link): who it signed in. */
export const signedInOutput = z.object({ success: z.literal(true), user: sessionUserOutput });

/** `auth.me`: the signed-in user, or null for nobody. */
export const currentUserOutput = z.object({ user: sessionUserOutput.nullable() });

/** Whose a set-password link is, while it works. */
export const passwordLinkOutput = z.object({
  displayName: z.string().nullable(),
  email: z.string(),
  expiresAt: instant,
});
