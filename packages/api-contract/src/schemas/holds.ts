import { HOLD_STATUSES, MEMBER_MESSAGE_STATUSES } from '@app/db/constants';
import { z } from 'zod';
import { pageFields } from './paging';
import { instant, pageOutput } from './shapes';
import { requiredText } from './text';

/**
 * Reserve a title with no copy on the shelf (`POST /api/holds`). A member reserves for
 * themselves; staff name the member by `memberNumber`.
 */
export const placeHoldInput = z.object({
  titleId: z.number().int().positive(),
  pickupBranchId: requiredText(20),
  memberNumber: requiredText(40).optional(),
});
export type PlaceHoldInput = z.input<typeof placeHoldInput>;

export const holdIdInput = z.object({ id: z.number().int().positive() });

/** The signed-in member's holds: open ones (the default), or all with the ended ones. */
export const myHoldsInput = z
  .object({ state: z.enum(['open', 'all']).optional(), ...pageFields(50, 200) })
  .optional();

/** Staff: the holds of one member, or every open hold (the hold shelf and the queues). */
export const listHoldsInput = z.object({
  memberId: z.number().int().positive().optional(),
  state: z.enum(['open', 'all']).optional(),
  ...pageFields(50, 200),
});

const branchName = z.object({
  id: z.string(),
  name: z.string(),
  nameTa: z.string().nullable(),
  nameSi: z.string().nullable(),
});

/** A hold with its title, member and pickup branch. */
export const holdOutput = z.object({
  id: z.number().int(),
  status: z.enum(HOLD_STATUSES),
  /** The place in the title's queue (1: next) while the hold waits; else null. */
  position: z.number().int().nullable(),
  createdAt: instant,
  /** When a returned copy was set aside for the member. */
  readyAt: instant.nullable(),
  /** The end of the last library day a ready hold may be collected. */
  expiresAt: instant.nullable(),
  closedAt: instant.nullable(),
  pickupBranch: branchName,
  title: z.object({ id: z.number().int(), title: z.string(), author: z.string() }),
  member: z.object({ id: z.number().int(), memberNumber: z.string(), fullName: z.string() }),
  /** The copy set aside, while the hold is ready. */
  sku: z.string().nullable(),
});
export type HoldView = z.output<typeof holdOutput>;
export const holdPageOutput = pageOutput(holdOutput);

export const memberIdInput = z.object({ memberId: z.number().int().positive() });

/** What the library sent a member, or why it did not (staff see it on the member's page). */
export const memberMessagesOutput = z.array(
  z.object({
    id: z.number().int(),
    kind: z.string(),
    subjectKey: z.string(),
    language: z.enum(['en', 'si', 'ta']),
    status: z.enum(MEMBER_MESSAGE_STATUSES),
    createdAt: instant,
    sentAt: instant.nullable(),
  }),
);

/** Who a returned copy was set aside for (the desk puts it on the hold shelf). */
export const heldForOutput = z.object({
  holdId: z.number().int(),
  memberNumber: z.string(),
  memberName: z.string(),
  pickupBranchId: z.string(),
  /** Its English name (the web shows the reader's language's from the branches' list). */
  pickupBranchName: z.string(),
  expiresAt: instant,
});
