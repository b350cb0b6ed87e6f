import {
  emitWebhookEvent,
  inTransaction,
  writeAudit,
  type Actor,
  type AuditDraft,
  type Db,
  type FieldChange,
  type WebhookEventData,
} from '@app/db';
import type { WebhookEventType } from '@app/db/constants';

/**
 * The audit trail's drafting (decision 0021): every staff action that changes data is recorded
 * with who, when, what and the before/after of the changed fields, in the same transaction as
 * the change, so the two commit together or not at all. The contract drafts every entry, here
 * and in each domain's `audit.ts`; a db query writes the drafts it is handed and drafts none.
 */
export type { AuditDraft };

/** Who changes what, and when: a request's context, or a job's for whoever queued it. */
export interface AuditContext {
  db: Db;
  user: { id: string; email: string; token?: { name: string } } | null;
  now: () => Date;
}

/** The audit trail's actor for a signed-in person (or none, for work nobody asked for). */
export function actorOf(
  user: { id: string; email: string; token?: { name: string } } | null,
): Actor {
  if (!user) return null;
  // A change made with an API token is recorded under the token's name beside its owner.
  return user.token
    ? { id: user.id, email: user.email, token: user.token.name }
    : { id: user.id, email: user.email };
}

/** An event for the webhooks (decision 0048), as a change drafts it. */
export interface WebhookDraft {
  type: WebhookEventType;
  data: WebhookEventData[WebhookEventType];
}

/** Drafts a webhook event of `type` with its data. */
export function webhookEvent<T extends WebhookEventType>(
  type: T,
  data: WebhookEventData[T],
): WebhookDraft {
  return { type, data };
}

/**
 * Runs `change` in a transaction (the caller's, when `ctx.db` is one: a job's step) and records
 * what it says it did (`audit`: one entry, several, or none when nothing changed) and the
 * events it tells the webhooks of (`events`); a failure anywhere rolls all of it back, so no
 * endpoint is ever told of a change that did not happen.
 */
export function audited<T>(
  ctx: AuditContext,
  change: (trx: Db) => Promise<{
    result: T;
    audit: AuditDraft | AuditDraft[] | null;
    events?: WebhookDraft[];
  }>,
): Promise<T> {
  return inTransaction(ctx.db, async (trx) => {
    const { result, audit, events = [] } = await change(trx);
    const at = ctx.now();
    await writeAudit(trx, audit, { actor: actorOf(ctx.user), at });
    for (const event of events) await emitWebhookEvent(trx, event.type, event.data, at);
    return result;
  });
}

/**
 * What is never written into the trail: columns the database keeps for itself (change times,
 * search keys), secrets (password hashes) and bulk nobody reads as a change (QR drawings, the
 * raw readings and look-ups of a scan). The one list: a row's changes (`changedFields`, which
 * every domain's drafting of a row uses) leave these out.
 */
const NOT_RECORDED: ReadonlySet<string> = new Set([
  'updatedAt',
  'lastModified',
  'searchKey',
  'searchVector',
  'passwordHash',
  'qrCodeSvg',
  'metadata',
  'rawOcrText',
]);

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a row, as `[before, after]`, leaving out
 * what is never recorded; a creation is `changedFields(null, row)`, a deletion
 * `changedFields(row, null)`.
 */
export function changedFields<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
): Record<string, FieldChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, FieldChange> = {};
  for (const key of keys) {
    if (NOT_RECORDED.has(key)) continue;
    const was = before ? ((before as Record<string, unknown>)[key] ?? null) : null;
    const is = after ? ((after as Record<string, unknown>)[key] ?? null) : null;
    if (!same(was, is)) changes[key] = [was, is];
  }
  return changes;
}

/**
 * The entry of a change to one row: its changed fields (a creation has no `before`, a deletion
 * no `after`). Each domain's `audit.ts` names its kinds with it.
 */
export function rowChange<T extends object>(
  kind: string,
  entity: string,
  entityId: string | number,
  before: T | null | undefined,
  after: T | null | undefined,
): AuditDraft {
  return { kind, entity, entityId, changes: changedFields(before, after) };
}

/**
 * A row made at the desk, as its creation entry: every field but the row's own id and creation
 * time, which the entry's `entityId` and `at` already say.
 */
export function createdFields<T extends { id: unknown; createdAt: unknown }>(
  row: T,
): Record<string, FieldChange> {
  const { id: _id, createdAt: _createdAt, ...fields } = changedFields(null, row);
  return fields;
}
