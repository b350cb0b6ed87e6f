import type { Generated, Selectable } from 'kysely';

/** A browser that has signed in to an account (the SHA-256 of its device cookie's token). */
export interface TrustedDevicesTable {
  tokenHash: string;
  userId: string;
  createdAt: Generated<Date>;
  lastUsedAt: Generated<Date>;
}
export type TrustedDevice = Selectable<TrustedDevicesTable>;
