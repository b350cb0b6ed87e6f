import { MEMBER_STATUSES, type MemberStatus } from '@app/db/constants';
import { z } from 'zod';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';
import { optionalText, requiredText } from './text';

export { MEMBER_STATUSES, type MemberStatus };
export const memberStatusSchema = z.enum(MEMBER_STATUSES);

/** Digits with spaces, dashes, brackets and a leading +, as people write them: 7 to 15 digits. */
const phone = optionalText(40).refine(
  (value) => value == null || (/^\+?[\d\s()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value)),
  { message: 'Enter a phone number of 7 to 15 digits', params: { field: 'phone' } },
);
const email = z
  .union([z.email().trim().toLowerCase().max(320), z.literal('').transform(() => null)])
  .nullable()
  .optional();
const branchId = requiredText(16);

const memberFields = {
  /** The name as the member writes it, in any script. */
  fullName: requiredText(200),
  phone,
  email,
  /** Where they registered (a branch code: JPL, NLR…). */
  branchId,
  /** Their category (`GET /api/members/categories`): adult when not given. */
  categoryId: requiredText(32).optional(),
};

/** Register a member at the desk: a name, a branch, and a phone number or an e-mail (or both). */
export const createMemberInput = z
  .object(memberFields)
  .refine((member) => Boolean(member.phone || member.email), {
    message: 'A member needs a phone number or an e-mail address',
    params: { field: 'contact' },
    path: ['phone'],
  });
export type CreateMemberInput = z.input<typeof createMemberInput>;

/** Edit a member, suspend or re-activate them: the id and the fields to change. */
export const updateMemberInput = z.object({
  id: z.number().int().positive(),
  fullName: memberFields.fullName.optional(),
  phone,
  email,
  branchId: branchId.optional(),
  categoryId: requiredText(32).optional(),
  status: memberStatusSchema.optional(),
});
export type UpdateMemberInput = z.input<typeof updateMemberInput>;

export const memberIdInput = z.object({ id: z.number().int().positive() });

/** A member number as typed or scanned; checked (check digit and all) by the procedure. */
export const memberNumberInput = z.object({ memberNumber: requiredText(40) });

export const listMembersInput = z.object({
  /** Any part of the name, the member number, a phone number or an e-mail address. */
  q: z.string().trim().max(200).optional(),
  status: memberStatusSchema.optional(),
  branchId: z.string().trim().max(16).optional(),
  ...pageFields(50, 200),
});
export type ListMembersInput = z.input<typeof listMembersInput>;

/** Members whose cards to print (a sheet of 10 per A4 page). */
export const memberCardsInput = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200),
});

/** A member as staff see them. */
export const memberOutput = z.object({
  id: z.number().int(),
  /** `M` + six digits + a check digit; the card's QR code holds it. */
  memberNumber: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  branchId: z.string(),
  branchName: z.string(),
  /** Their category: its lending rules apply (`GET /api/members/categories`). */
  categoryId: z.string(),
  status: memberStatusSchema,
  /** The member's patron account, when they sign in. */
  userId: z.string().nullable(),
  hasAccount: z.boolean(),
  activeLoans: z.number().int(),
  /** The language of the library's messages to the member; null: English. */
  messageLanguage: z.enum(['en', 'si', 'ta']).nullable(),
  /** Whether the member wants the library's e-mails (holds ready, reminders). */
  emailMessages: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export const memberPageOutput = pageOutput(memberOutput);

/**
 * What a member card shows: name, number, home branch, and the number as a QR code (for a
 * camera) and a Code 128 barcode (for a desk's USB scanner).
 */
export const memberCardOutput = z.object({
  id: z.number().int(),
  memberNumber: z.string(),
  fullName: z.string(),
  branchName: z.string(),
  status: memberStatusSchema,
  qrCodeSvg: z.string(),
  barcodeSvg: z.string(),
});
export const memberCardsOutput = z.array(memberCardOutput);

/** E-mail a member their due slip (`POST /api/members/{id}/due-slip`). */
export const dueSlipInput = z.object({
  id: z.number().int().positive(),
  /** The desk's id for this request: sent again, it sends no second e-mail. */
  requestId: z.uuid().optional(),
});

/** A due slip on its way: queued, to be e-mailed to `email` in the member's language. */
export const dueSlipOutput = z.object({ queued: z.literal(true), email: z.string() });

/** A set-password link for a member: once, for three days. */
export const memberPasswordLinkOutput = z.object({
  url: z.string(),
  email: z.string(),
  expiresAt: instant,
  /** The link as a QR code, for the member's own phone. */
  qrCodeSvg: z.string(),
});

/** The signed-in patron's membership and card (`member: null` for an account that is no member). */
export const myMembershipOutput = z.object({
  member: memberCardOutput
    .extend({
      /** Where the library's messages go (null: none, so none are sent). */
      email: z.string().nullable(),
      /** The language of the library's messages; null: English. */
      messageLanguage: z.enum(['en', 'si', 'ta']).nullable(),
      /** Whether the member wants the library's e-mails. */
      emailMessages: z.boolean(),
    })
    .nullable(),
});

/** A member's own contact preferences (`PUT /api/me/preferences`). */
export const myPreferencesInput = z
  .object({
    messageLanguage: z.enum(['en', 'si', 'ta']).optional(),
    emailMessages: z.boolean().optional(),
  })
  .strict();

/** A category's rule: a whole number within bounds, or null for the library's. */
const rule = (min: number, max: number) => z.number().int().min(min).max(max).nullable();

/** A category's names (English required; Tamil and Sinhala shown where given) and rules. */
const categoryFields = {
  name: requiredText(60),
  nameTa: optionalText(60),
  nameSi: optionalText(60),
  /** Most loans at once; null: no limit. */
  maxLoans: rule(0, 100).optional(),
  loanPeriodDays: rule(1, 365).optional(),
  maxRenewals: rule(0, 50).optional(),
  maxHolds: rule(0, 100).optional(),
  /** Whole rupees a library day late; null: the library's (`loans.settings`). */
  finePerDay: rule(0, 10000).optional(),
};

/** The id of a category: lower-case letters, digits and hyphens, as the database allows. */
export const memberCategoryId = z
  .string()
  .trim()
  .refine((id) => /^[a-z][a-z0-9-]{0,31}$/.test(id), {
    message: 'Use lower-case letters, digits and hyphens, starting with a letter',
    params: { field: 'categoryId' },
  });

/** Add a category (`POST /api/members/categories`); a rule left out is the library's. */
export const createMemberCategoryInput = z.object({ id: memberCategoryId, ...categoryFields });
export type CreateMemberCategoryInput = z.input<typeof createMemberCategoryInput>;

/** Change a category's names or rules (`PUT /api/members/categories/{id}`): the fields sent. */
export const updateMemberCategoryInput = z.object({
  id: memberCategoryId,
  ...categoryFields,
  name: categoryFields.name.optional(),
});
export type UpdateMemberCategoryInput = z.input<typeof updateMemberCategoryInput>;

export const memberCategoryIdInput = z.object({ id: memberCategoryId });

/** A member category and its lending rules; a null rule is the library's (`loans.settings`). */
export const memberCategoryOutput = z.object({
  id: z.string(),
  name: z.string(),
  nameTa: z.string().nullable(),
  nameSi: z.string().nullable(),
  /** Most loans at once; null: no limit. */
  maxLoans: z.number().int().nullable(),
  loanPeriodDays: z.number().int().nullable(),
  maxRenewals: z.number().int().nullable(),
  maxHolds: z.number().int().nullable(),
  /** Whole rupees a library day late; null: the library's. */
  finePerDay: z.number().int().nullable(),
});

/** The categories in the library's order, each with how many members are in it. */
export const memberCategoriesOutput = z.array(
  memberCategoryOutput.extend({ members: z.number().int() }),
);

/** A deleted category: its id. */
export const deletedCategoryOutput = z.object({ id: z.string() });
