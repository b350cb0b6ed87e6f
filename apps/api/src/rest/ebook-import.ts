import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';

/** /api/ebooks/import…: search free catalogues and import from them (staff). */
export function registerEbookImportRoutes(app: FastifyInstance, deps: ContextDeps): void {
  void app;
  void deps;
}
