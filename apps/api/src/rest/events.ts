import { createEventInput, EVENT_TIMES, updateEventInput } from '@app/api-contract/schemas/events';
import { LIBRARY_TIME_ZONE } from '@app/db/library-time';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { calendarFilename, eventsCalendar, type CalendarEvent } from '../events/calendar';
import { procedureRoute, type RestRoute } from './route';
import { idParams, pageQuery } from './wire';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const FEED_NAME = 'Jaffna Public Library events';
/** Calendar apps poll a subscribed feed; five minutes keeps them fresh and the server calm. */
const CALENDAR_CACHE = 'public, max-age=300';

function sendCalendar(reply: FastifyReply, body: string, disposition: string) {
  return reply
    .header('content-type', CALENDAR_TYPE)
    .header('content-disposition', disposition)
    .header('cache-control', CALENDAR_CACHE)
    .send(body);
}

/** Events, their calendar files, and the staff's event management (spec §7). */
export function eventsRoutes({ publicOrigin }: { publicOrigin: string }): RestRoute[] {
  const calendar = (events: CalendarEvent[], name: string) =>
    eventsCalendar(events, { publicOrigin, name });
  return [
    procedureRoute({
      method: 'GET',
      path: '/api/events',
      procedure: 'events.list',
      query: z.object({ when: z.enum(EVENT_TIMES).optional(), ...pageQuery(100) }),
      input: ({ query }) => query,
      paged: true,
      docs: {
        summary:
          'Events to come, soonest first (undated ones last); `when=past`: past events, latest first',
        description:
          'An event is to come from the day it starts (library time). 24 a page unless ' +
          '`limit` says (at most 100).',
        example: { query: { when: 'past' } },
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/events.ics',
      procedure: 'events.calendar',
      send: (reply, events) =>
        sendCalendar(
          reply,
          calendar(events, FEED_NAME),
          'inline; filename="jaffna-library-events.ics"',
        ),
      docs: {
        summary: 'Every event with a known start, as an iCalendar feed to subscribe to',
        description: `Times are the library’s (\`DTSTART;TZID=${LIBRARY_TIME_ZONE}\`).`,
        produces: CALENDAR_TYPE,
      },
    }),
    procedureRoute({
      method: 'GET',
      path: '/api/events/{id}/ics',
      procedure: 'events.calendar',
      params: idParams,
      input: ({ params }) => params,
      send: (reply, events) =>
        sendCalendar(
          reply,
          calendar(events, events[0]!.title),
          contentDisposition(calendarFilename(events[0]!.title), { type: 'attachment' }),
        ),
      docs: {
        summary: 'One event as a calendar file ("add to calendar")',
        description: 'An event without a start the server could read: 404 `EVENT_DATE_UNKNOWN`.',
        produces: CALENDAR_TYPE,
        errors: ['NOT_FOUND', 'EVENT_DATE_UNKNOWN'],
        example: { params: { id: 1 } },
      },
    }),
    procedureRoute({
      method: 'POST',
      path: '/api/admin/events',
      procedure: 'events.create',
      body: createEventInput,
      input: ({ body }) => body,
      status: 201,
      docs: {
        summary: 'Add an event',
        description:
          '50 places unless `maxAttendees` is given; `startsAt` is read from the free-text date ' +
          'and time in Jaffna time when it can be. A refused field answers 400 with ' +
          '`fieldErrors`, and nothing is written.',
        example: {
          body: {
            title: 'Tamil poetry evening',
            date: 'Dec 12, 2026',
            time: '5:30 PM',
            category: 'Discussion',
          },
        },
      },
    }),
    procedureRoute({
      method: 'PUT',
      path: '/api/admin/events/{id}',
      procedure: 'events.update',
      params: idParams,
      body: updateEventInput.omit({ id: true }),
      input: ({ params, body }) => ({ ...body, id: params.id }),
      docs: {
        summary: 'Change the fields sent of an event',
        errors: ['NOT_FOUND'],
        example: { params: { id: 1 }, body: { maxAttendees: 80 } },
      },
    }),
    procedureRoute({
      method: 'DELETE',
      path: '/api/admin/events/{id}',
      procedure: 'events.delete',
      params: idParams,
      input: ({ params }) => params,
      docs: {
        summary: 'Delete an event',
        errors: ['NOT_FOUND'],
        example: { params: { id: 2 } },
      },
    }),
  ];
}
