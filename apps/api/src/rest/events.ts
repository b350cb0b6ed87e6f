import {
  createEventInput,
  EVENT_CATEGORIES,
  EVENT_TIMES,
  updateEventInput,
} from '@app/api-contract/schemas/events';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { calendarFilename, eventsCalendar, type CalendarEvent } from '../events/calendar';
import { procedureRoute, type RestRoute } from './route';
import { deleted, idParams, instant, nullableText, pageQuery } from './wire';

const event = z.object({
  id: z.number().int(),
  title: z.string(),
  description: nullableText,
  /** Free text as staff typed it ('Jan 25, 2025'). */
  date: z.string(),
  /** Free text ('2:00 PM'). */
  time: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  maxAttendees: z.number().int(),
  /** The start, when the server could read it from date and time (or staff gave it). */
  startsAt: instant.nullable(),
  durationMinutes: z.number().int().nullable(),
  branchId: nullableText,
  createdAt: instant,
});

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
        response: z.array(event),
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
          'and time in Jaffna time when it can be.',
        response: event,
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
        response: event,
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
        response: deleted,
        errors: ['NOT_FOUND'],
        example: { params: { id: 2 } },
      },
    }),
  ];
}
