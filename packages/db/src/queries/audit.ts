import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';
import type { FieldChange } from '../tables/audit-log';

/** Who made a change, as the trail records them (null: the system, or a job nobody asked for). */
export type Actor = { id: string; email: string; token?: string | null } | null;

/**
 * An entry as the contract drafts it (docs/decisions/0021): what was done to what, and each
 * changed field's before and after. The query that makes the change writes it, adding who and
 * when, in the transaction of the change.
 */
export interface AuditDraft {
  /** `<domain>.<action>`: `books.delete`, `loans.lend`. */
  kind: string;
  entity: string;
  entityId: string | number | null;
  changes: Record<string, FieldChange>;
}

/**
 * The contract's drafting of what a query changed: one entry, several, or none (nothing
 * changed). A query that opens its own transaction takes one and writes its drafts there; the
 * query drafts nothing itself.
 */
export type DraftAudit<Change> = (change: Change) => AuditDraft | AuditDraft[] | null;

interface NewAuditEntry extends AuditDraft {
  actor: Actor;
  at: Date;
}

const auditRow = (entry: NewAuditEntry) => ({
  actorId: entry.actor?.id ?? null,
  actorEmail: entry.actor?.email ?? null,
  actorToken: entry.actor?.token ?? null,
  kind: entry.kind,
  entity: entry.entity,
  entityId: entry.entityId === null ? null : String(entry.entityId),
  changes: JSON.stringify(entry.changes),
  at: entry.at,
});

/**
 * Writes drafted entries for `who`. Pass the transaction that makes the change, so the change
 * and its record commit together or not at all.
 */
export async function writeAudit(
  db: Kysely<Database>,
  drafts: AuditDraft | AuditDraft[] | null,
  who: { actor: Actor; at: Date },
): Promise<void> {
  const entries = drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
  if (entries.length === 0) return;
  await db
    .insertInto('auditLog')
    .values(entries.map((draft) => auditRow({ ...draft, actor: who.actor, at: who.at })))
    .execute();
}

/**
 * The INSERT of drafted entries for `who`, as one statement to run inside another (a
 * data-modifying `with` of the change's own statement), so a change and its record are one
 * round trip; inserts nothing for no draft. The entries keep their drafted order.
 */
export function auditInsert(
  drafts: AuditDraft | AuditDraft[] | null,
  who: { actor: Actor; at: Date },
): RawBuilder<unknown> {
  const entries = drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
  const rows = entries.map((draft) => ({
    ...auditRow({ ...draft, actor: who.actor, at: who.at }),
    changes: draft.changes,
  }));
  return sql`insert into audit_log
      (actor_id, actor_email, actor_token, kind, entity, entity_id, changes, at)
    select (e->>'actorId')::uuid, e->>'actorEmail', e->>'actorToken', e->>'kind', e->>'entity', e->>'entityId',
           e->'changes', (e->>'at')::timestamptz
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as a(e, n)
    order by a.n`;
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
