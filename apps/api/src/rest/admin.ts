import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';

/** /api/admin/…: statistics and the staff's book and event management. */
export function registerAdminRoutes(app: FastifyInstance, deps: ContextDeps): void {
  void app;
  void deps;
}
