import { changesBetween, inTransaction, recordAudits, type Db, type FieldChange } from '@app/db';

/**
 * The audit trail's side of the routers (decision 0021): every staff action that changes
 * data is recorded with who, when, what and the before/after of the changed fields, in the
 * same transaction as the change, so the two commit together or not at all.
 */
export interface AuditDraft {
  /** `<domain>.<action>`: `books.delete`, `inventory.verify`. */
  kind: string;
  entity: string;
  entityId: string | number | null;
  changes: Record<string, FieldChange>;
}

/** Who changes what, and when: a request's context, or a job's for whoever queued it. */
export interface AuditContext {
  db: Db;
  user: { id: string; email: string } | null;
  now: () => Date;
}

/**
 * Runs `change` in a transaction (the caller's, when `ctx.db` is one: a job's step) and records
 * what it says it did (`audit`: one entry, several, or none when nothing changed); a failure
 * anywhere rolls both back.
 */
export function audited<T>(
  ctx: AuditContext,
  change: (trx: Db) => Promise<{ result: T; audit: AuditDraft | AuditDraft[] | null }>,
): Promise<T> {
  return inTransaction(ctx.db, async (trx) => {
    const { result, audit } = await change(trx);
    const drafts = audit === null ? [] : Array.isArray(audit) ? audit : [audit];
    const at = ctx.now();
    const actor = ctx.user ? { id: ctx.user.id, email: ctx.user.email } : null;
    await recordAudits(
      trx,
      drafts.map((draft) => ({ ...draft, actor, at })),
    );
    return result;
  });
}

/** The fields that changed, leaving out what is nobody's business (password hashes). */
export function changedFields<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
): Record<string, FieldChange> {
  return changesBetween(before, after, [
    'updatedAt',
    'lastModified',
    'searchKey',
    'searchVector',
    'passwordHash',
    'qrCodeSvg',
    'metadata',
    'rawOcrText',
  ]);
}
