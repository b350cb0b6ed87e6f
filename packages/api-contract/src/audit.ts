import { changesBetween, recordAudits, type Db, type FieldChange } from '@app/db';
import type { Context } from './trpc';

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

/**
 * Runs `change` in a transaction and records what it says it did (`audit`: one entry, several,
 * or none when nothing changed); a failure anywhere rolls both back.
 */
export function audited<T>(
  ctx: Pick<Context, 'db' | 'user' | 'now'>,
  change: (trx: Db) => Promise<{ result: T; audit: AuditDraft | AuditDraft[] | null }>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
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
