import type { Generated, Insertable, Selectable } from 'kysely';

/** A one-time set-password link; the id is the SHA-256 (hex) of the token in the link. */
export interface PasswordLinksTable {
  id: string;
  userId: string;
  createdAt: Generated<Date>;
  createdBy: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}
export type PasswordLink = Selectable<PasswordLinksTable>;
export type NewPasswordLink = Insertable<PasswordLinksTable>;
