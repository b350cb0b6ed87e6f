import { placeHoldInput } from '@app/api-contract/schemas/holds';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { idParams, pageQuery } from './wire';

/** The docs' examples: the seeded title 1, with its one copy out, reserved by a member. */
const EXAMPLE_HOLD = { titleId: 1, pickupBranchId: 'JPL' };
/** The member's loan the online renewal example renews (openapi.test.ts makes it). */
export const EXAMPLE_MEMBER_LOAN_ID = 900;
const holdsQuery = z.object({ state: z.enum(['open', 'all']).optional(), ...pageQuery(200) });

/** Holds (decision 0039) and a member's online renewal. */
export const holdsRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/holds',
    procedure: 'holds.place',
    body: placeHoldInput,
    input: ({ body }) => body,
    status: () => 201,
    docs: {
      summary: 'Reserve a title that has no copy on the shelf',
      description:
        'A signed-in member reserves for themselves; staff add `memberNumber` to reserve for a ' +
        'member. The hold joins the end of the title’s queue (first come, first served) and ' +
        'the answer gives its `position` (1: next). When a copy comes back, the desk sets it ' +
        'aside for the first in the queue, who is e-mailed and has the days the settings say ' +
        'to collect it at `pickupBranchId`. 409 `HOLD_ON_SHELF` when a copy is on the shelf ' +
        '(borrow it), `HOLD_NO_COPIES` when no copy could come back, `HOLD_ALREADY_PLACED`, ' +
        '`HOLD_ALREADY_BORROWED`, `HOLD_LIMIT_REACHED`; 409 `NOT_A_MEMBER` for an account that ' +
        'is not a member’s.',
      errors: [
        'NOT_FOUND',
        'BRANCH_NOT_FOUND',
        'MEMBER_NUMBER_INVALID',
        'MEMBER_NOT_FOUND',
        'MEMBER_SUSPENDED',
        'NOT_A_MEMBER',
        'HOLD_ON_SHELF',
        'HOLD_NO_COPIES',
        'HOLD_ALREADY_PLACED',
        'HOLD_ALREADY_BORROWED',
        'HOLD_LIMIT_REACHED',
      ],
      example: { body: EXAMPLE_HOLD, status: 201 },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/me/holds',
    procedure: 'holds.mine',
    query: holdsQuery,
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Your own holds (a signed-in member): ready to collect first, then in queue order',
      description:
        '`state=all` adds the ended ones (collected, cancelled, expired), newest first. A ' +
        'ready hold has `sku` (the copy set aside) and `expiresAt` (the end of the last day to ' +
        'collect it).',
      example: { query: { state: 'open' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/holds',
    procedure: 'holds.list',
    query: holdsQuery.extend({ memberId: z.coerce.number().int().positive().optional() }),
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Holds (staff): every open hold, or one member’s',
      example: { query: { state: 'open' } },
    },
  }),
  procedureRoute({
    method: 'DELETE',
    path: '/api/holds/{id}',
    procedure: 'holds.cancel',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Cancel a hold: a member their own, staff anyone’s',
      description:
        'A copy set aside for it goes to the next member waiting (who is e-mailed), or back on ' +
        'the shelf. Another member’s hold is 404; a hold already ended is 409 `HOLD_CLOSED`.',
      errors: ['NOT_FOUND', 'HOLD_CLOSED'],
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/members/{id}/messages',
    procedure: 'holds.messagesFor',
    params: idParams,
    input: ({ params }) => ({ memberId: params.id }),
    docs: {
      summary: 'What the library sent a member (staff), newest first, or why it was not sent',
      description:
        '`status`: `sent`; `queued` (its job has not run yet); `no-mail` (mail is not set up ' +
        'on this server); `no-address`; `opted-out` (the member turned e-mail off); `failed`.',
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/me/loans/{id}/renew',
    procedure: 'loans.renewMine',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Renew one of your own loans (a signed-in member)',
      description:
        'By the desk’s rules: due the loan period after today, within the renewals allowed; ' +
        '409 `RENEWAL_ON_HOLD` when another member waits for the title, `RENEWAL_TOO_EARLY` ' +
        'when it would not move the due date later. Another member’s loan is 404.',
      errors: [
        'NOT_FOUND',
        'LOAN_NOT_ACTIVE',
        'MEMBER_SUSPENDED',
        'RENEWAL_LIMIT_REACHED',
        'RENEWAL_TOO_EARLY',
        'RENEWAL_ON_HOLD',
      ],
      example: { params: { id: EXAMPLE_MEMBER_LOAN_ID } },
    },
  }),
];
