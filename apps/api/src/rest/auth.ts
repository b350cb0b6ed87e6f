import type { LoginInput } from '@app/api-contract/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

/** POST /api/auth/login {email, password} → {success, user}; POST /api/auth/logout {}. */
export function registerAuthRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(
    app,
    deps,
    'POST',
    '/api/auth/login',
    // The procedure's zod schema validates the body; an absent or malformed one is a 400.
    (caller, request) => caller.auth.login(request.body as LoginInput),
    {
      access: 'public',
    },
  );
  restRoute(app, deps, 'POST', '/api/auth/logout', (caller) => caller.auth.logout(), {
    access: 'public',
  });
  restRoute(app, deps, 'GET', '/api/auth/me', (caller) => caller.auth.me(), { access: 'public' });
}
