import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Lucia's session model: the id is the SHA-256 (hex) of the token held in the cookie. */
export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Generated<Date>;
}
export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
