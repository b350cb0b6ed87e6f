import { createWebhookInput } from '@app/api-contract/schemas/webhooks';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { pageQuery } from './wire';

const idParams = z.object({ id: z.uuid() });

/**
 * Webhooks (decision 0048, super admins): endpoints told of what happens in the library, signed
 * with `Library-Signature`; their deliveries, each attempt logged, and replays.
 */
export const webhooksRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/webhooks',
    procedure: 'webhooks.create',
    body: createWebhookInput,
    input: ({ body }) => body,
    status: 201,
    docs: {
      summary: 'Register a webhook endpoint (its signing secret is in this answer only)',
      description:
        '`url`: https:// on a public server; `events` from `ebook.published`, `book.created`, ' +
        '`loan.created`, `loan.returned`, `loan.overdue`, `member.created`, `event.created`, ' +
        '`import.committed`. Each delivery is a POST of `{id, eventId, type, createdAt, data}` ' +
        'signed `Library-Signature: t=<unix>,v1=<hex>` (HMAC-SHA256 of `<t>.<body>` with the ' +
        'answer’s `secret`), retried with backoff for a day; see the README.',
      example: {
        body: { url: 'https://hooks.example.org/library', events: ['book.created'] },
        status: 201,
      },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/webhooks',
    procedure: 'webhooks.list',
    docs: {
      summary: 'Webhook endpoints, newest first, without their secrets',
      description:
        'Each with its events and `status`: `active`, or `paused` after a day of failures ' +
        '(resume it with `POST /api/webhooks/{id}/resume`).',
      example: {},
    },
  }),
  procedureRoute({
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    procedure: 'webhooks.delete',
    params: idParams,
    input: ({ params }) => params,
    status: 204,
    send: (reply) => reply.status(204).send(),
    docs: {
      summary: 'Delete a webhook endpoint, its deliveries and their log',
      description: 'Nothing more is sent to it, a delivery under way excepted.',
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/webhooks/{id}/resume',
    procedure: 'webhooks.resumeEndpoint',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Resume a paused webhook endpoint',
      description:
        'It is sent new events again, and what waited when it was paused is sent at once.',
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    procedure: 'webhooks.listDeliveries',
    params: idParams,
    query: z.object(pageQuery(100, 100_000)),
    input: ({ params, query }) => ({ ...query, id: params.id }),
    paged: true,
    docs: {
      summary: 'An endpoint’s deliveries, newest first, each with every attempt',
      description:
        'Each delivery has its `state` (`pending`, `queued`, `sending`, `delivered`, `failed`), ' +
        'its attempts and `attemptLog`: each attempt’s status code, time in ms, error kind ' +
        '(`http-status`, `redirect`, `timeout`, `network`, `address-refused`, `url-refused`, ' +
        '`interrupted`…) and at most 200 characters of a failing answer. 20 a page unless ' +
        '`limit` says (at most 100).',
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/webhooks/deliveries/{id}/replay',
    procedure: 'webhooks.replayDelivery',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'Send a delivery again (a new attempt with the same delivery id)',
      description:
        'Due at once; a receiver that dedupes by delivery id keeps one. A delivery being sent ' +
        'right now is left to that attempt. A paused endpoint answers 409 `WEBHOOK_PAUSED`.',
      errors: ['WEBHOOK_PAUSED'],
    },
  }),
];
