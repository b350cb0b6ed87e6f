import type { SubscribeNewsletterInput } from '@app/api-contract/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

/** POST /api/newsletter/subscribe: 201 for a new subscriber, 200 when already subscribed. */
export function registerNewsletterRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(
    app,
    deps,
    'POST',
    '/api/newsletter/subscribe',
    (caller, request) =>
      caller.newsletter.subscribe(
        (request.body && typeof request.body === 'object'
          ? request.body
          : {}) as SubscribeNewsletterInput,
      ),
    {
      access: 'public',
      send: (reply, result) =>
        reply
          .status((result as { alreadySubscribed: boolean }).alreadySubscribed ? 200 : 201)
          .send(result),
    },
  );
}
