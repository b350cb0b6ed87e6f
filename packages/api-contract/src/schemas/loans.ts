import { LOAN_VIEWS, type LoanView } from '@app/db/constants';
import { z } from 'zod';
import { skuFromScan } from '../loans/desk-scan';
import { pageFields } from './paging';
import { requiredText } from './text';

export { LOAN_VIEWS, type LoanView };
export const loanViewSchema = z.enum(LOAN_VIEWS);

/** A copy as the desk reads it: its SKU, or its label's QR code (the copy's page URL). */
export const copyCodeSchema = requiredText(500).transform(skuFromScan);

/** Lend a copy to a member (`POST /api/loans`). */
export const lendCopyInput = z.object({
  memberNumber: requiredText(40),
  sku: copyCodeSchema,
  /**
   * Chosen by the desk for each lending scan and kept when it sends the scan again after a
   * lost connection: the repeat answers the loan the first one made.
   */
  clientId: z.uuid().optional(),
});
export type LendCopyInput = z.input<typeof lendCopyInput>;

/** Take a copy back (`POST /api/loans/return`). */
export const returnCopyInput = z.object({ sku: copyCodeSchema });

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
});
