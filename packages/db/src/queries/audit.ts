import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FieldChange } from '../tables/audit-log';

export interface NewAuditEntry {
  actor: { id: string; email: string } | null;
  kind: string;
  entity: string;
  entityId: string | number | null;
  changes: Record<string, FieldChange>;
  at: Date;
}

/**
 * Records a staff action. Pass the transaction that makes the change, so the change and its
 * record commit together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      kind: entry.kind,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      changes: JSON.stringify(entry.changes),
      at: entry.at,
    })
    .execute();
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a row, as `[before, after]`; a creation is
 * `changesBetween(null, row)`, a deletion `changesBetween(row, null)`.
 */
export function changesBetween<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
  ignore: readonly string[] = ['updatedAt', 'lastModified', 'searchKey', 'searchVector'],
): Record<string, FieldChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, FieldChange> = {};
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const was = before ? ((before as Record<string, unknown>)[key] ?? null) : null;
    const is = after ? ((after as Record<string, unknown>)[key] ?? null) : null;
    if (!same(was, is)) changes[key] = [was, is];
  }
  return changes;
}
