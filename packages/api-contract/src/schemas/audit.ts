import { libraryDayStart } from '@app/db/library-time';
import { z } from 'zod';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';

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

/** One entry of the trail: who did what to which row, when, and each field before and after. */
export const auditEntryOutput = z.object({
  id: z.number().int(),
  at: instant,
  actorId: z.string().nullable(),
  /** The e-mail the person had at the time (kept if the account is renamed or removed). */
  actorEmail: z.string().nullable(),
  /** The API token's name when the change was made with one (decision 0047). */
  actorToken: z.string().nullable(),
  kind: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Each changed field as `[before, after]`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export const auditPageOutput = pageOutput(auditEntryOutput);

/** The kinds recorded so far, for the filter. */
export const auditKindsOutput = z.array(z.string());

/** The instant a filter's day starts (`from`) or the one after it ends (`to`). */
export function auditBound(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return libraryDayStart(value, edge === 'from' ? 0 : 1);
}
