import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';

/** /api/ebooks…: the public catalogue, search, downloads; staff create, update, delete. */
export function registerEbookRoutes(app: FastifyInstance, deps: ContextDeps): void {
  void app;
  void deps;
}
