import type { Generated, Insertable, Selectable } from 'kysely';

/** A staff member's API token (decision 0047); the secret itself is never stored. */
export interface ApiTokensTable {
  id: Generated<string>;
  /** The staff member the token acts as. */
  userId: string;
  name: string;
  /** What the token may do, within its owner's role: `catalogue:read`, `circulation`… */
  scopes: string[];
  /** SHA-256 (hex) of the secret. */
  tokenHash: string;
  /** The secret's first characters, to tell tokens apart in a list; not enough to use one. */
  prefix: string;
  /** Who made it: the owner, or a super admin for them. */
  createdBy: string | null;
  createdAt: Generated<Date>;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
export type ApiToken = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
