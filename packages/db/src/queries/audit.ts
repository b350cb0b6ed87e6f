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

const auditRow = (entry: NewAuditEntry) => ({
  actorId: entry.actor?.id ?? null,
  actorEmail: entry.actor?.email ?? null,
  kind: entry.kind,
  entity: entry.entity,
  entityId: entry.entityId === null ? null : String(entry.entityId),
  changes: JSON.stringify(entry.changes),
  at: entry.at,
});

/**
 * Records a staff action. Pass the transaction that makes the change, so the change and its
 * record commit together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('auditLog').values(auditRow(entry)).execute();
}

/** Records several actions at once (a sheet of labels), in the caller's transaction. */
export async function recordAudits(db: Kysely<Database>, entries: NewAuditEntry[]) {
  if (entries.length === 0) return;
  await db.insertInto('auditLog').values(entries.map(auditRow)).execute();
}

export interface AuditFilter {
  /** A person: their user id, or (part of) the e-mail they had then. */
  actor?: string;
  /** A kind (`books.delete`) or a whole domain (`books`). */
  kind?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Entries matching `filter`, newest first, and how many match in all (for paging). */
export async function listAudit(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('auditLog');
  if (filter.actor) {
    const actor = filter.actor.trim();
    query = UUID.test(actor)
      ? query.where('actorId', '=', actor)
      : query.where('actorEmail', 'ilike', `%${actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.kind) {
    const kind = filter.kind.trim();
    query = kind.includes('.')
      ? query.where('kind', '=', kind)
      : query.where('kind', 'like', `${kind.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`);
  }
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  const [items, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** The kinds of action recorded so far (the dashboard's filter offers them). */
export async function listAuditKinds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('auditLog').select('kind').distinct().orderBy('kind').execute();
  return rows.map((row) => row.kind);
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
