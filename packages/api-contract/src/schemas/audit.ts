import { libraryDayStart } from '@app/db/library-time';
import { z } from 'zod';
import { pageFields } from './paging';

/**
 * A day of the audit filter: a calendar date is a whole day on the library's clock, a full
 * timestamp is that instant.
 */
const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Filters of the audit trail (super admins): a person, a kind or domain, a span of days. */
export const auditFilterFields = {
  /** The person: their user id, or (part of) their e-mail. */
  actor: z.string().trim().max(320).optional(),
  /** `books.delete`, or a whole domain: `books`. */
  kind: z
    .string()
    .trim()
    .regex(/^[a-z]+(\.[a-zA-Z]+)?$/, 'A kind such as books.delete, or a domain such as books')
    .optional(),
  /** From this day (inclusive). */
  from: day.optional(),
  /** Up to this day (inclusive). */
  to: day.optional(),
};

export const listAuditInput = z.object({ ...auditFilterFields, ...pageFields(50, 200) });
export type ListAuditInput = z.input<typeof listAuditInput>;

export const exportAuditInput = z.object({ ...auditFilterFields, format: z.enum(['csv']) });

/** The instant a filter's day starts (`from`) or the one after it ends (`to`). */
export function auditBound(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return libraryDayStart(value, edge === 'from' ? 0 : 1);
}
