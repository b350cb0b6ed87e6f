import {
  isStaffRole,
  STAFF_ROLES,
  USER_ROLES,
  type StaffRole,
  type UserRole,
} from '@app/db/constants';
import { LANGUAGES } from '@app/i18n';
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

/**
 * "Forgot your password?": the address to send a link to (as accounts store it: trimmed,
 * lower-cased), and the language of the e-mail (default: the request's).
 */
export const passwordResetInput = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(z.email()),
  language: z.enum(LANGUAGES).optional(),
});

/**
 * The same answer for every address, with an account or without (nothing tells who has one).
 * `mailConfigured`: whether this site sends e-mail at all (false: ask at the desk for a link).
 */
export const passwordResetOutput = z.object({
  accepted: z.literal(true),
  mailConfigured: z.boolean(),
});

/** A signed-in person changes their password: the current one, and the new one. */
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

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
