import {
  createMemberCategoryInput,
  createMemberInput,
  dueSlipInput,
  memberCategoryId,
  updateMemberCategoryInput,
  listMembersInput,
  MEMBER_STATUSES,
  myPreferencesInput,
  updateMemberInput,
} from '@app/api-contract/schemas/members';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { idParams, pageQuery } from './wire';

/** The member the docs' examples register (the first of a fresh library: M0000018). */
const newMember = {
  fullName: 'தர்ஷினி சிவபாலன்',
  phone: '021 222 3456',
  email: 'tharshini@example.lk',
  branchId: 'JPL',
};
export const EXAMPLE_MEMBER_NUMBER = 'M0000018';

/** The library's members (staff only): register, find, edit, suspend, give a sign-in. */
export const membersRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/members',
    procedure: 'members.create',
    body: createMemberInput,
    input: ({ body }) => body,
    status: 201,
    docs: {
      summary: 'Register a member',
      description:
        'A name (any script), a branch, and a phone number or an e-mail address (or both). ' +
        'The member number is made by the library: `M`, six digits and a check digit.',
      errors: ['BRANCH_NOT_FOUND'],
      example: { body: newMember },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/members',
    procedure: 'members.list',
    query: z.object({
      q: listMembersInput.shape.q,
      status: z.enum(MEMBER_STATUSES).optional(),
      branchId: listMembersInput.shape.branchId,
      ...pageQuery(200),
    }),
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Members by name, 50 a page',
      description:
        '`q` finds any part of the name (in any script), the member number, a phone number ' +
        'or an e-mail address.',
      example: { query: { q: 'சிவ' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/members/{id}',
    procedure: 'members.byId',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'One member',
      errors: ['MEMBER_NOT_FOUND'],
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'PUT',
    path: '/api/members/{id}',
    procedure: 'members.update',
    params: idParams,
    body: updateMemberInput.omit({ id: true }),
    input: ({ params, body }) => ({ ...body, id: params.id }),
    docs: {
      summary: 'Edit a member; `status` suspends or re-activates them',
      description:
        'Changes the fields sent. A suspended member keeps their loans but may not borrow or ' +
        'renew. A member who signs in keeps an e-mail address (their account follows it).',
      errors: ['MEMBER_NOT_FOUND', 'MEMBER_UNREACHABLE', 'MEMBER_NEEDS_EMAIL', 'EMAIL_TAKEN'],
      example: { params: { id: 1 }, body: { phone: '077 123 4567' } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/members/{id}/password-link',
    procedure: 'members.createPasswordLink',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Give a member a sign-in: a one-time link to choose a password',
      description:
        'Makes the member a patron account with their e-mail address (if they have none) and ' +
        'a link that works once, for 72 hours, replacing any earlier unused one. Staff hand it ' +
        'over (or send it); the member chooses a password and then sees their loans.',
      errors: ['MEMBER_NOT_FOUND', 'MEMBER_NEEDS_EMAIL', 'EMAIL_TAKEN'],
      example: { params: { id: 1 } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/members/{id}/due-slip',
    procedure: 'members.sendDueSlip',
    params: idParams,
    body: dueSlipInput.omit({ id: true }),
    input: ({ params, body }) => ({ ...body, id: params.id }),
    status: 202,
    docs: {
      summary: 'E-mail a member their due slip: every book they have out and when it is due',
      description:
        'Queued at once (202) and sent by the member-message job in the language the member ' +
        'chose for messages. The same `requestId` sent again sends no second e-mail. 412 ' +
        '`MAIL_NOT_CONFIGURED` when this server sends no mail; 409 when the member has no ' +
        'e-mail address, turned e-mail off, or has nothing on loan.',
      errors: [
        'MEMBER_NOT_FOUND',
        'MAIL_NOT_CONFIGURED',
        'MEMBER_HAS_NO_EMAIL',
        'MEMBER_EMAIL_OFF',
        'MEMBER_HAS_NO_LOANS',
      ],
      example: { params: { id: 1 }, body: {}, status: 202 },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/members/categories',
    procedure: 'members.categories',
    docs: {
      summary: 'Member categories and their lending rules',
      description:
        'Each member is in one (`categoryId`; adult unless the desk says otherwise). ' +
        '`maxLoans` is the most loans at once (null: no limit); `loanPeriodDays`, ' +
        '`maxRenewals`, `maxHolds` and `finePerDay` (whole rupees a day late) are the ' +
        'category’s own, or null for the library’s (`GET /api/loans/settings`). `members`: how ' +
        'many members are in it.',
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/members/categories',
    procedure: 'members.createCategory',
    body: createMemberCategoryInput,
    input: ({ body }) => body,
    status: 201,
    docs: {
      summary: 'Add a member category and its lending rules',
      description:
        '`id` is the category’s code (lower-case letters, digits and hyphens) and never ' +
        'changes; `name` is English, `nameTa` and `nameSi` its Tamil and Sinhala names. A rule ' +
        'left out or null is the library’s (`maxLoans`: no limit). Recorded in the audit trail.',
      errors: ['CATEGORY_TAKEN'],
      example: {
        body: {
          id: 'senior',
          name: 'Senior citizen',
          nameTa: 'மூத்த குடிமக்கள்',
          nameSi: 'ජ්‍යෙෂ්ඨ පුරවැසි',
          maxLoans: 4,
          loanPeriodDays: 28,
        },
        status: 201,
      },
    },
  }),
  procedureRoute({
    method: 'PUT',
    path: '/api/members/categories/{id}',
    procedure: 'members.updateCategory',
    params: z.object({ id: memberCategoryId }),
    body: updateMemberCategoryInput.omit({ id: true }),
    input: ({ params, body }) => ({ ...body, id: params.id }),
    docs: {
      summary: 'Change a member category’s names or rules',
      description:
        'Changes the fields sent; a rule sent as null becomes the library’s. Its members ' +
        'borrow by the new rules from the next lend or renewal.',
      errors: ['NOT_FOUND'],
      example: { params: { id: 'senior' }, body: { maxLoans: 5, finePerDay: 0 } },
    },
  }),
  procedureRoute({
    method: 'DELETE',
    path: '/api/members/categories/{id}',
    procedure: 'members.deleteCategory',
    params: z.object({ id: memberCategoryId }),
    input: ({ params }) => params,
    docs: {
      summary: 'Delete a member category nobody is in',
      description:
        '409 `CATEGORY_IN_USE` while members are in it (`count`: how many); 409 ' +
        '`CATEGORY_IS_DEFAULT` for `adult`, the category new members are put in.',
      errors: ['NOT_FOUND', 'CATEGORY_IN_USE', 'CATEGORY_IS_DEFAULT'],
      example: { params: { id: 'senior' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/me/member',
    procedure: 'members.mine',
    docs: {
      summary: 'Your own membership and card (`member: null` for an account that is no member)',
      description:
        'The card holds the member number as a QR code, to show at the desk; with the ' +
        'contact preferences (`messageLanguage`, `emailMessages`).',
    },
  }),
  procedureRoute({
    method: 'PUT',
    path: '/api/me/preferences',
    procedure: 'members.updateMyPreferences',
    body: myPreferencesInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Set your contact preferences: the language of messages, e-mail on or off',
      description:
        'The library e-mails a member when a reserved book is ready and when a reservation ' +
        'ends; `emailMessages: false` stops them. 409 `NOT_A_MEMBER` for an account that is ' +
        'no member.',
      errors: ['NOT_A_MEMBER'],
      example: { body: { messageLanguage: 'ta', emailMessages: true } },
    },
  }),
];
