import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context';

/** GET /api/events.ics: the events as an iCalendar feed. */
export function registerEventRoutes(app: FastifyInstance, deps: ContextDeps): void {
  void app;
  void deps;
}
