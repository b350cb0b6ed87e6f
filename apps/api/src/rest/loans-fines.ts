import { settleFineBody } from '@app/api-contract/schemas/loans-fines';
import { procedureRoute, type RestRoute } from './route';
import { idParams } from './wire';

/** The fine the docs' settling example pays (the docs test records it first). */
export const EXAMPLE_FINE_ID = 1;

/** Fines for days late (off unless a super admin sets a rate): a member's, settling one, yours. */
export const loansFinesRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/members/{id}/fines',
    procedure: 'loans.memberFines',
    params: idParams,
    input: ({ params }) => ({ memberId: params.id }),
    docs: {
      summary: 'A member’s fines, unpaid first, and what they owe',
      description:
        'A fine is recorded when a book comes back late while fines are on ' +
        '(`finePerDay` in `GET /api/loans/settings`, or the member’s category’s): whole ' +
        'rupees (LKR) for each library day late, at most `fineCap` per loan. `owed` adds up ' +
        'the unpaid ones; a settled fine has its `receiptNumber`.',
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/fines/{id}/settle',
    procedure: 'loans.settleFine',
    params: idParams,
    body: settleFineBody,
    input: ({ params, body }) => ({ ...body, id: params.id }),
    docs: {
      summary: 'Settle a fine: paid, or waived with the reason',
      description:
        '`how` is `paid` or `waived`; a waiver needs its `reason`. The fine gets the next ' +
        'receipt number, and the audit entry written with it (`loans.finePaid` or ' +
        '`loans.fineWaived`: receipt number, amount, member, copy, and who took it) is the ' +
        'receipt. A fine is settled once: settled already (at another desk a moment before) ' +
        'it is 409 `FINE_SETTLED` with that receipt’s number.',
      errors: ['FINE_NOT_FOUND', 'FINE_SETTLED'],
      example: { params: { id: EXAMPLE_FINE_ID }, body: { how: 'paid' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/me/fines',
    procedure: 'loans.myFines',
    docs: {
      summary: 'Your own fines (a signed-in member), unpaid first, and what you owe',
      description: 'Settled at the library’s desk. An account that is no member has none.',
    },
  }),
];
