import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';

/** POST /api/newsletter/subscribe. */
export function registerNewsletterRoutes(app: FastifyInstance, deps: ContextDeps): void {
  void app;
  void deps;
}
