import {
  listSubscribersInput,
  newsletterLinkInput,
  subscribeNewsletterInput,
} from '@app/api-contract/schemas/newsletter';
import { procedureRoute, type RestRoute } from './route';
import { pageQuery, sendDownload } from './wire';

/** The list's filters as a query string reads them. */
const subscriberFilters = listSubscribersInput.pick({ status: true, q: true });

export const newsletterRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    procedure: 'newsletter.subscribe',
    body: subscribeNewsletterInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Sign an e-mail address up to the newsletter (double opt-in)',
      description:
        'The address is stored trimmed and lower-cased, with `language` (en, si, ta; default: ' +
        'the request’s Accept-Language). A confirmation e-mail with a signed link goes to it; ' +
        'only a confirmed address counts and receives issues. The answer is the same for every ' +
        'address, new, known or confirmed (nothing tells who subscribes): `confirmByMail` says ' +
        'whether this site sends e-mail (false: the sign-up is kept and confirmed once it does). ' +
        'Signing up again never adds a second row.',
      // Ten sign-ups an hour from one address (decision 0019).
      errors: ['RATE_LIMITED'],
      example: { body: { email: 'reader@example.lk', language: 'ta' } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    procedure: 'newsletter.unsubscribe',
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` (form-encoded) to the header's
    // URL; the signed link is in the query, and the body is not needed.
    query: newsletterLinkInput,
    input: ({ query }) => query,
    form: true,
    docs: {
      summary: 'One-click unsubscribe (RFC 8058), the address of every issue’s List-Unsubscribe',
      description:
        '`s` and `t` come from the signed link in the e-mail. Mail clients send the body ' +
        '`List-Unsubscribe=One-Click`; any body is accepted. Unsubscribing again is a success.',
      errors: ['NEWSLETTER_LINK_INVALID'],
      // A real link is signed for one subscriber; the example shows the refusal of a forged one.
      example: { query: { s: 1, t: '0.forged' }, status: 400 },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/newsletter/subscribers',
    procedure: 'newsletter.subscribers',
    query: subscriberFilters.extend(pageQuery(500)),
    input: ({ query }) => query,
    paged: true,
    docs: {
      summary: 'Staff: newsletter subscribers, newest first (paged)',
      description:
        '`status` (confirmed, pending, unsubscribed, all) and `q` (part of the address).',
      example: { query: { status: 'all', limit: 10 } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/newsletter/subscribers/export',
    procedure: 'newsletter.exportSubscribers',
    query: subscriberFilters,
    input: ({ query }) => query,
    send: sendDownload,
    docs: {
      summary: 'Staff: the subscribers as a CSV file (as filtered)',
      produces: 'text/csv',
      example: { query: { status: 'confirmed' } },
    },
  }),
];
