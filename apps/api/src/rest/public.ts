import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';
import { restRoute } from './adapter';

const PUBLIC = { access: 'public' } as const;

/** GET /api/books, /api/events, /api/branches: the public catalogue lists. */
export function registerPublicRoutes(app: FastifyInstance, deps: ContextDeps): void {
  restRoute(app, deps, 'GET', '/api/books', (caller) => caller.books.list(), PUBLIC);
  restRoute(app, deps, 'GET', '/api/events', (caller) => caller.events.list(), PUBLIC);
  restRoute(app, deps, 'GET', '/api/branches', (caller) => caller.branches.list(), PUBLIC);
}
