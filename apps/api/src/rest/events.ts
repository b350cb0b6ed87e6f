import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContextDeps } from '../context';
import { calendarFilename, eventsCalendar, type CalendarEvent } from '../events/calendar';
import { restRoute } from './adapter';

const PUBLIC = { access: 'public' } as const;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const FEED_NAME = 'Jaffna Public Library events';
/** Calendar apps poll a subscribed feed; five minutes keeps them fresh and the server calm. */
const CACHE = 'public, max-age=300';

/**
 * GET /api/events.ics: every event with a known start, as an iCalendar feed to subscribe to.
 * GET /api/events/:id/ics: one event as a file ("add to calendar").
 */
export function registerEventRoutes(app: FastifyInstance, deps: ContextDeps): void {
  const publicOrigin = deps.services.publicOrigin;

  restRoute(app, deps, 'GET', '/api/events.ics', (caller) => caller.events.calendar(), {
    ...PUBLIC,
    send: (reply: FastifyReply, result: unknown) =>
      reply
        .header('content-type', CALENDAR_TYPE)
        .header('content-disposition', 'inline; filename="jaffna-library-events.ics"')
        .header('cache-control', CACHE)
        .send(eventsCalendar(result as CalendarEvent[], { publicOrigin, name: FEED_NAME })),
  });

  restRoute(
    app,
    deps,
    'GET',
    '/api/events/:id/ics',
    (caller, request: FastifyRequest) =>
      caller.events.calendar({ id: Number((request.params as { id: string }).id) }),
    {
      ...PUBLIC,
      send: (reply: FastifyReply, result: unknown) => {
        const events = result as CalendarEvent[];
        return reply
          .header('content-type', CALENDAR_TYPE)
          .header(
            'content-disposition',
            contentDisposition(calendarFilename(events[0]!.title), { type: 'attachment' }),
          )
          .header('cache-control', CACHE)
          .send(eventsCalendar(events, { publicOrigin, name: events[0]!.title }));
      },
    },
  );
}
