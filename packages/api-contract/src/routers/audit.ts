import { listAudit, listAuditKinds } from '@app/db';
import { toCsvFile } from '../csv';
import {
  auditBound,
  auditKindsOutput,
  auditPageOutput,
  exportAuditInput,
  listAuditInput,
} from '../schemas/audit';
import { textFileOutput, noInput } from '../schemas/shapes';
import { toPage } from '../schemas/paging';
import { router, superAdminProcedure } from '../trpc';

const EXPORT_LIMIT = 50_000;

const filterOf = (input: { actor?: string; kind?: string; from?: string; to?: string }) => ({
  actor: input.actor || undefined,
  kind: input.kind || undefined,
  from: auditBound(input.from, 'from'),
  to: auditBound(input.to, 'to'),
});

/**
 * The audit trail (decision 0021), for super admins: read and exported, never edited (there
 * is no procedure that could, and the table refuses updates and deletes itself).
 */
export const auditRouter = router({
  /** Newest first, one page at a time. */
  list: superAdminProcedure
    .input(listAuditInput)
    .output(auditPageOutput)
    .query(async ({ ctx, input }) => {
      const { limit, offset } = input;
      const { items, total } = await listAudit(ctx.db, { ...filterOf(input), limit, offset });
      return toPage(items, total, input);
    }),

  /** The kinds recorded so far, for the filter. */
  kinds: superAdminProcedure
    .input(noInput)
    .output(auditKindsOutput)
    .query(({ ctx }) => listAuditKinds(ctx.db)),

  /** The filtered trail as a CSV file (formula-safe), at most 50,000 entries. */
  export: superAdminProcedure
    .input(exportAuditInput)
    .output(textFileOutput)
    .query(async ({ ctx, input }) => {
      const { items } = await listAudit(ctx.db, {
        ...filterOf(input),
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      const rows = items.map((entry) => ({ ...entry, changes: JSON.stringify(entry.changes) }));
      const columns = [
        'at',
        'actorEmail',
        'actorId',
        'kind',
        'entity',
        'entityId',
        'changes',
      ] as const;
      return {
        filename: `audit-${ctx.now().toISOString().slice(0, 10)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsvFile([...columns], rows),
      };
    }),
});
