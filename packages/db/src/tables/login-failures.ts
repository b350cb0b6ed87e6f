import type { Generated, Selectable } from 'kysely';

export interface LoginFailuresTable {
  id: Generated<number>;
  /** As typed (normalised), whether or not such a user exists. */
  email: string;
  ipAddress: string;
  failedAt: Generated<Date>;
}
export type LoginFailure = Selectable<LoginFailuresTable>;
