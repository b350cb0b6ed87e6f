import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UserRole } from '../constants';

export interface UsersTable {
  id: Generated<string>;
  /** Stored lower-cased and trimmed; unique. */
  email: string;
  /** argon2id hash (PHC string) of the password; never the password itself. */
  passwordHash: string;
  displayName: string | null;
  role: Generated<UserRole>;
  branchId: string | null;
  districtId: number | null;
  isActive: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
