import { auditFilterFields, exportAuditInput } from '@app/api-contract/schemas/audit';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { pageQuery, sendDownload } from './wire';

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
        'domain (`books`); `from` and `to` are dates (whole days, Jaffna time) or timestamps. ' +
        'Each entry has who (`actorEmail` as it was then), when, and each changed field as ' +
        '`[before, after]`. 50 a page unless `limit` says (at most 200).',
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
      description: 'The same filters as the list; at most 50,000 entries, newest first.',
      produces: 'text/csv',
      example: { query: { format: 'csv' } },
    },
  }),
];
