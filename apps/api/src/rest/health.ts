import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

/** GET /api/health: 200 when the database answers, 500 with DATABASE_UNAVAILABLE when not. */
export function registerHealthRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(app, deps, 'GET', '/api/health', (caller) => caller.health.check(), {
    access: 'public',
  });
}
