import {
  lendCopyInput,
  loanSettingsInput,
  LOAN_VIEWS,
  returnCopyInput,
} from '@app/api-contract/schemas/loans';
import { MAX_SCAN_AGE_DAYS } from '@app/db';
import { z } from 'zod';
import { EXAMPLE_MEMBER_NUMBER } from './members';
import { procedureRoute, type RestRoute } from './route';
import { idParams, pageQuery } from './wire';

/** The copy the docs' scan example saves and its review example verifies. */
const EXAMPLE_SKU = 'JPL-9780141439518-001';
const loansQuery = z.object({ status: z.enum(LOAN_VIEWS).optional(), ...pageQuery(200) });

/** The circulation desk (staff), and a patron's own loans. */
export const loansRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/loans',
    procedure: 'loans.lendCopy',
    body: lendCopyInput,
    input: ({ body }) => body,
    status: (output) => (output.replayed ? 200 : 201),
    docs: {
      summary: 'Lend a copy to a member',
      description:
        '`sku` is the copy label’s SKU or what its QR code holds (the copy’s page URL). The ' +
        'copy goes from VERIFIED to ON_LOAN; `dueDate` is the end of the library day the loan ' +
        'period later (14 days unless the settings say). `scannedAt` (optional, ISO 8601 with ' +
        'its offset): when the desk scanned it, for a lend kept on a device without a ' +
        'connection and sent later; the loan starts and falls due from then, unless that is ' +
        `ahead of the server’s clock or more than ${MAX_SCAN_AGE_DAYS} days old, when the ` +
        'server’s time is used (the lend is not refused for it). 409 `COPY_NOT_AVAILABLE` says why ' +
        '(on loan, on the hold shelf for another member, archived, awaiting review), 409 ' +
        '`MEMBER_SUSPENDED`, 409 `LOAN_LIMIT_REACHED` (as many loans as the member’s category ' +
        'allows, `GET /api/members/categories`), 409 `FINES_OWED` (more unpaid fines than ' +
        '`fineBlockOver` in the settings, when it is set). The same `clientId` ' +
        'sent again answers 200 with the loan the first request made (`replayed: true`); a ' +
        '`clientId` belongs to that loan’s member, copy and desk, and sent for another is 409 ' +
        '`CLIENT_ID_TAKEN`.',
      errors: [
        'MEMBER_NUMBER_INVALID',
        'MEMBER_NOT_FOUND',
        'MEMBER_SUSPENDED',
        'COPY_NOT_FOUND',
        'COPY_NOT_AVAILABLE',
        'LOAN_LIMIT_REACHED',
        'FINES_OWED',
        'CLIENT_ID_TAKEN',
      ],
      example: { body: { memberNumber: EXAMPLE_MEMBER_NUMBER, sku: EXAMPLE_SKU }, status: 201 },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/loans',
    procedure: 'loans.list',
    query: loansQuery,
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Loans, 50 a page: active, overdue or returned',
      description:
        '`overdue` (active loans past their due date) and `active` list the longest-due first, ' +
        'with `daysLate`; `returned` the latest returned first; without `status`, every loan.',
      example: { query: { status: 'active' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/loans/settings',
    procedure: 'loans.settings',
    docs: {
      summary: 'The lending rules: loan period, renewals, days to collect a hold, holds allowed',
      description:
        '14 days, 2 renewals, 7 days to collect a hold and 5 open holds per member unless a ' +
        'super admin has changed them. Fines: `finePerDay` whole rupees (LKR) a library day ' +
        'late (0, the default: no fines), at most `fineCap` per loan (null: no cap); unpaid ' +
        'fines above `fineBlockOver` stop lending (null, the default: they never do).',
    },
  }),
  procedureRoute({
    method: 'PUT',
    path: '/api/loans/settings',
    procedure: 'loans.updateSettings',
    body: loanSettingsInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Change the lending rules (loans already made keep their due dates)',
      description:
        'Send the rules to change. `finePerDay: 0` turns fines off; `fineCap` and ' +
        '`fineBlockOver` are cleared with null. Fines already recorded keep their amounts.',
      example: { body: { loanPeriodDays: 14, maxRenewals: 2 } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/loans/{id}/renew',
    procedure: 'loans.renewLoan',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Renew a loan: due the loan period after today',
      description:
        'At most as many times as the member’s category allows (else the settings); refused when it would not move the due date later (lent or renewed today), so no renewal is spent for nothing, and while another member waits for the title (`RENEWAL_ON_HOLD`).',
      errors: [
        'NOT_FOUND',
        'LOAN_NOT_ACTIVE',
        'MEMBER_SUSPENDED',
        'RENEWAL_LIMIT_REACHED',
        'RENEWAL_TOO_EARLY',
        'RENEWAL_ON_HOLD',
      ],
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/loans/return',
    procedure: 'loans.returnCopy',
    body: returnCopyInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Take a copy back',
      description:
        'Closes its loan and puts the copy back on the shelf (VERIFIED), or, when a member waits ' +
        'for its title, sets it aside for the first in the queue (ON_HOLD): `heldFor` names the ' +
        'member and the pickup branch (put it on the hold shelf), and the member is e-mailed. A ' +
        'late return, while fines are on, records a fine (`fine`: days late and whole rupees). ' +
        '`scannedAt` (optional, ISO 8601 with its offset): when the desk scanned it, for a ' +
        'return kept on a device without a connection and sent later; the return date, the ' +
        'fine’s days late and a hold’s readiness count from then, unless that is ahead of the ' +
        `server’s clock, before the loan was lent or more than ${MAX_SCAN_AGE_DAYS} days old, ` +
        'when the server’s time is used (the book is back: the return is still made). A ' +
        'copy that is not on loan answers `returned: false` and nothing changes, so a second ' +
        'scan is harmless. The same `clientId` sent again (a desk resending a scan whose answer ' +
        'it lost, or one it kept while offline) answers the return the first request made ' +
        '(`replayed: true`), even if the copy has been lent again since; sent for another copy ' +
        'or desk it is 409 `CLIENT_ID_TAKEN`.',
      errors: ['COPY_NOT_FOUND', 'CLIENT_ID_TAKEN'],
      example: { body: { sku: EXAMPLE_SKU } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/me/loans',
    procedure: 'loans.mine',
    query: loansQuery,
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Your own loans (a signed-in member), current first',
      description: 'Only ever the loans of the member whose account is signed in.',
    },
  }),
];
