import { auditFilterFields, exportAuditInput } from '@app/api-contract/schemas/audit';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { instant, nullableText, pageQuery, sendDownload } from './wire';

const entry = z.object({
  id: z.number().int(),
  at: instant,
  actorId: z.uuid().nullable(),
  /** The e-mail the person had at the time (kept if the account is renamed or removed). */
  actorEmail: nullableText,
  kind: z.string(),
  entity: z.string(),
  entityId: nullableText,
  /** Each changed field as `[before, after]`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});

/** The audit trail (super admins only): read and export, never edit. */
export const auditRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/audit',
    procedure: 'audit.list',
    query: z.object({ ...auditFilterFields, ...pageQuery(200) }),
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Who changed what, and when: the staff actions that changed data, newest first',
      description:
        '`actor` is a user id or (part of) an e-mail; `kind` an action (`books.delete`) or a ' +
        'domain (`books`); `from` and `to` are dates (whole days, Jaffna time) or timestamps.',
      response: z.array(entry),
      example: { query: { kind: 'books', limit: 20 } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/audit/export',
    procedure: 'audit.export',
    query: exportAuditInput.partial({ format: true }),
    input: ({ query }) => ({ ...query, format: query.format ?? 'csv' }),
    send: sendDownload,
    docs: {
      summary: 'The filtered audit trail as a CSV file',
      produces: 'text/csv',
      example: { query: { format: 'csv' } },
    },
  }),
];
