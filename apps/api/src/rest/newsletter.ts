import { subscribeNewsletterInput } from '@app/api-contract/schemas/newsletter';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';

export const newsletterRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    procedure: 'newsletter.subscribe',
    body: subscribeNewsletterInput,
    input: ({ body }) => body,
    // 201 for a new subscriber, 200 when the address was already subscribed.
    status: (result) => (result.alreadySubscribed ? 200 : 201),
    docs: {
      summary: 'Subscribe an e-mail address to the newsletter',
      description:
        'The address is stored trimmed and lower-cased; subscribing again answers 200 with ' +
        '`alreadySubscribed: true` and never adds a second row.',
      response: z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() }),
      example: { body: { email: 'reader@example.lk' }, status: 201 },
    },
  }),
];
