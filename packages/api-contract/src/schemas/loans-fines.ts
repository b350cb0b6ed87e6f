import { z } from 'zod';
import { instant } from './shapes';
import { optionalText } from './text';

export const FINE_SETTLEMENTS = ['paid', 'waived'] as const;

/** A member's fines (`GET /api/members/{id}/fines`). */
export const memberFinesInput = z.object({ memberId: z.number().int().positive() });

const settlement = { how: z.enum(FINE_SETTLEMENTS), reason: optionalText(500) };
const waiverHasReason = (input: { how: string; reason?: string | null }) =>
  input.how !== 'waived' || Boolean(input.reason);
const waiverIssue = {
  message: 'Say why the fine is waived',
  params: { field: 'waiveReason' },
  path: ['reason'],
};

/** The body of `POST /api/fines/{id}/settle`: paid, or waived with the reason why. */
export const settleFineBody = z.object(settlement).refine(waiverHasReason, waiverIssue);

/** Settle a fine: paid, or waived with the reason why. */
export const settleFineInput = z
  .object({ id: z.number().int().positive(), ...settlement })
  .refine(waiverHasReason, waiverIssue);
export type SettleFineInput = z.input<typeof settleFineInput>;

/** One fine: the loan it is for, the library days late, whole rupees, and how it was settled. */
export const fineOutput = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  daysLate: z.number().int(),
  /** Whole rupees (LKR). */
  amount: z.number().int(),
  createdAt: instant,
  /** Null while unpaid. */
  settledAt: instant.nullable(),
  how: z.enum(FINE_SETTLEMENTS).nullable(),
  /** Why it was waived. */
  reason: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The staff member who settled it. */
  settledByName: z.string().nullable(),
  dueDate: instant,
  returnDate: instant.nullable(),
  memberId: z.number().int(),
  memberNumber: z.string(),
  memberName: z.string(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
});

/** A member's fines, unpaid first, and what they owe in all (whole rupees). */
export const memberFinesOutput = z.object({
  owed: z.number().int(),
  items: z.array(fineOutput),
});
