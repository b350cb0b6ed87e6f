import { createTokenInput } from '@app/api-contract/schemas/tokens';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';

const tokenIdParams = z.object({ id: z.uuid() });
const listQuery = z.object({ userId: z.uuid().optional() });

/**
 * API tokens (decision 0047): made, listed and revoked from a signed-in staff session only;
 * no token may manage tokens.
 */
export const tokensRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/tokens',
    procedure: 'tokens.create',
    body: createTokenInput,
    input: ({ body }) => body,
    status: 201,
    docs: {
      summary: 'Make an API token (its secret is in this answer only)',
      description:
        '`scopes` from `catalogue:read`, `catalogue:write`, `circulation`, `members:read`, ' +
        '`members:write`, `reports`, within the owner’s role; `expiresInDays` 1 to 366. ' +
        'Send the answer’s `token` as `Authorization: Bearer <token>`: it is never shown ' +
        'again. A super admin may make one for another staff member (`userId`).',
      example: {
        body: { name: 'Reading app', scopes: ['catalogue:read'], expiresInDays: 90 },
        status: 201,
      },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/tokens',
    procedure: 'tokens.list',
    query: listQuery,
    input: ({ query }) => query,
    docs: {
      summary: 'API tokens, newest first, without their secrets',
      description:
        'One’s own; a super admin sees everyone’s, or one staff member’s with `userId`. ' +
        'Each has its scopes, expiry, `lastUsedAt` (to the minute) and `revokedAt`.',
      example: {},
    },
  }),
  procedureRoute({
    method: 'DELETE',
    path: '/api/tokens/{id}',
    procedure: 'tokens.revoke',
    params: tokenIdParams,
    input: ({ params }) => params,
    status: 204,
    send: (reply) => reply.status(204).send(),
    docs: {
      summary: 'Revoke an API token at once',
      description: 'Its next request, to any process, answers 401 `TOKEN_INVALID`.',
    },
  }),
];
