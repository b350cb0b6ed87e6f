import { INVENTORY_STATUSES, LOAN_STATUSES, LOAN_VIEWS, type LoanView } from '@app/db/constants';
import { z } from 'zod';
import { skuFromScan } from '../loans/desk-scan';
import { heldForOutput } from './holds';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';
import { requiredText } from './text';

export { LOAN_VIEWS, type LoanView };
export const loanViewSchema = z.enum(LOAN_VIEWS);

/** A copy as the desk reads it: its SKU, or its label's QR code (the copy's page URL). */
export const copyCodeSchema = requiredText(500).transform(skuFromScan);

/**
 * When the desk scanned a lend or return: ISO 8601 with its offset over REST, a Date over tRPC.
 * A scan kept on the device without a connection is sent later with it, and counts from then
 * while that is neither ahead of the server's clock nor more than a week old (for a return, nor
 * before the loan was lent); otherwise the server's time is used (decision 0024).
 */
export const scannedAtSchema = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value))
  // REST callers send the string; the Date is tRPC's (superjson), no part of the document.
  .meta({
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });

/** Lend a copy to a member (`POST /api/loans`). */
export const lendCopyInput = z.object({
  memberNumber: requiredText(40),
  sku: copyCodeSchema,
  /**
   * Chosen by the desk for each lending scan and kept when it sends the scan again after a
   * lost connection: the repeat answers the loan the first one made.
   */
  clientId: z.uuid().optional(),
  /** When the member took the book: the loan starts and falls due from then. */
  scannedAt: scannedAtSchema.optional(),
});
export type LendCopyInput = z.input<typeof lendCopyInput>;

/** Take a copy back (`POST /api/loans/return`). */
export const returnCopyInput = z.object({
  sku: copyCodeSchema,
  /**
   * Chosen by the desk for each return scan and kept when it sends the scan again (a lost
   * answer, or a return scanned without a connection): the repeat answers the first return.
   */
  clientId: z.uuid().optional(),
  /** When the book came back: the return date, a fine's days late and a hold count from then. */
  scannedAt: scannedAtSchema.optional(),
});

export const loanIdInput = z.object({ id: z.number().int().positive() });

export const listLoansInput = z.object({
  /** active, overdue (active and past due) or returned; every loan when absent. */
  status: loanViewSchema.optional(),
  memberId: z.number().int().positive().optional(),
  ...pageFields(50, 200),
});
export type ListLoansInput = z.input<typeof listLoansInput>;

/** A signed-in patron's own loans. */
export const myLoansInput = z
  .object({ status: loanViewSchema.optional(), ...pageFields(50, 200) })
  .optional();

/** The lending rules (super admins change them). */
export const loanSettingsInput = z.object({
  loanPeriodDays: z.number().int().min(1).max(365).optional(),
  maxRenewals: z.number().int().min(0).max(50).optional(),
  holdPickupDays: z.number().int().min(1).max(60).optional(),
  maxHolds: z.number().int().min(0).max(100).optional(),
  /** Whole rupees a library day late; 0 turns fines off. */
  finePerDay: z.number().int().min(0).max(10000).optional(),
  /** The most one loan's fine may be; null: no cap. */
  fineCap: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** Unpaid fines above this stop lending; null: they never do. */
  fineBlockOver: z.number().int().min(0).max(1_000_000).nullable().optional(),
});

/** A loan with its member and copy, as the desk and the patron's page show it. */
export const loanOutput = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  checkoutDate: instant,
  /** The end of the library day (Jaffna time) the loan period after lending or renewing. */
  dueDate: instant,
  returnDate: instant.nullable(),
  renewals: z.number().int(),
  /** Library days past the due date; 0 unless the loan is overdue. */
  daysLate: z.number().int(),
  overdue: z.boolean(),
  bookId: z.number().int(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  member: z.object({ id: z.number().int(), memberNumber: z.string(), fullName: z.string() }),
  copy: z.object({
    id: z.number().int(),
    sku: z.string(),
    title: z.string(),
    author: z.string().nullable(),
  }),
});
export const loanPageOutput = pageOutput(loanOutput);

/** A lending: the loan, and whether it was made by an earlier request with the same `clientId`. */
export const lentCopyOutput = loanOutput.extend({ replayed: z.boolean() });

/**
 * A return: whether a loan was closed now, the copy's status after it, the loan, and the member
 * the copy was set aside for when someone waited for its title (`ON_HOLD`: the hold shelf).
 */
export const returnedCopyOutput = z.object({
  returned: z.boolean(),
  sku: z.string(),
  copyStatus: z.enum(INVENTORY_STATUSES),
  loan: loanOutput.nullable(),
  heldFor: heldForOutput.nullable(),
  /** The fine a late return recorded (whole rupees), when fines are on. */
  fine: z
    .object({ id: z.number().int(), daysLate: z.number().int(), amount: z.number().int() })
    .nullable(),
  /** Whether an earlier request with the same `clientId` made this return. */
  replayed: z.boolean(),
});

/** The lending rules. */
export const loanSettingsOutput = z.object({
  loanPeriodDays: z.number().int(),
  maxRenewals: z.number().int(),
  /** Library days a member has to collect a hold set aside for them. */
  holdPickupDays: z.number().int(),
  /** Most open holds one member may have. */
  maxHolds: z.number().int(),
  /** Whole rupees (LKR) a library day late; 0: fines are off. */
  finePerDay: z.number().int(),
  /** The most one loan's fine may be; null: no cap. */
  fineCap: z.number().int().nullable(),
  /** Unpaid fines above this stop lending; null: they never do. */
  fineBlockOver: z.number().int().nullable(),
  updatedAt: instant,
});
