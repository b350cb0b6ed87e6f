import type { Generated, JSONColumnType, Selectable } from 'kysely';

/** A changed field: what it was and what it became (null where there was or is none). */
export type FieldChange = [before: unknown, after: unknown];

export interface AuditLogTable {
  /** A bigint, read as a number by the pool's type parser (client.ts). */
  id: Generated<number>;
  at: Generated<Date>;
  actorId: string | null;
  actorEmail: string | null;
  /** The API token's name when the change was made with one (decision 0047), else null. */
  actorToken: Generated<string | null>;
  /** What was done, `<domain>.<action>`: `books.delete`, `inventory.verify`, `loans.lend`. */
  kind: string;
  /** What it was done to: `book`, `ebook`, `copy`, `member`… */
  entity: string;
  entityId: string | null;
  /** Each changed field's before and after; a creation has only afters, a deletion befores. */
  changes: JSONColumnType<Record<string, FieldChange>, string | undefined, never>;
}
export type AuditEntry = Selectable<AuditLogTable>;
