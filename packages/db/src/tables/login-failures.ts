import type { Generated, Selectable } from 'kysely';

export interface LoginFailuresTable {
  id: Generated<number>;
  /** As typed (normalised), whether or not such a user exists. */
  email: string;
  /** The client's address (an IPv6 client's /64 network). */
  ipAddress: string;
  failedAt: Generated<Date>;
  /** SHA-256 of the device cookie the attempt carried, if any. */
  deviceHash: string | null;
  /** Whether that device had signed in to this account before (its owner mistyping). */
  trusted: Generated<boolean>;
}
export type LoginFailure = Selectable<LoginFailuresTable>;
