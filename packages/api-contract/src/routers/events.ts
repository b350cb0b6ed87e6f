import {
  createEvent,
  eventCreatedData,
  deleteEvent,
  fillFreePlaces,
  findEventById,
  listCalendarEvents,
  listEvents,
  updateEvent,
  type Db,
} from '@app/db';
import { audited, webhookEvent } from '../audit';
import { isKnownBranch } from '../branches/known';
import { appError, fieldError } from '../errors';
import { eventAudit } from '../events/audit';
import { sendPlaceMailsLater } from '../events/place-mail';
import { eventStartsAt } from '../events/starts-at';
import {
  createEventInput,
  eventIdInput,
  listEventsInput,
  updateEventInput,
  calendarEventsOutput,
  eventCalendarInput,
  eventOutput,
  eventPageOutput,
} from '../schemas/events';
import { pageOf } from '../schemas/paging';
import { collectionProcedure, router, staffProcedure } from '../trpc';
import { deletedOutput } from '../schemas/shapes';

async function checkBranch(db: Db, branchId: string | null | undefined) {
  if (!branchId) return;
  if (!(await isKnownBranch(db, branchId))) {
    throw fieldError(['branchId'], `Unknown branch ${branchId}`);
  }
}

/** A public read of the events alone: kept until an event changes, whatever else does. */
const eventsRead = collectionProcedure.meta({ access: 'public', reads: ['events'] });

export const eventsRouter = router({
  /** A page of the events to come (soonest first, undated last), or of past ones (latest first). */
  list: eventsRead
    .input(listEventsInput)
    .output(eventPageOutput)
    .query(async ({ ctx, input }) =>
      pageOf(await listEvents(ctx.db, { ...input, now: ctx.now() }), input),
    ),

  byId: eventsRead
    .input(eventIdInput)
    .output(eventOutput)
    .query(async ({ ctx, input }) => {
      const event = await findEventById(ctx.db, input.id);
      if (!event) throw appError('NOT_FOUND', 'No such event');
      return event;
    }),

  /**
   * Events that can go into a calendar (a known start), with their branch; one event when `id`
   * is given, refused with EVENT_DATE_UNKNOWN when it has no start the server could read.
   */
  calendar: collectionProcedure
    .meta({ access: 'public', reads: ['events', 'branches'] })
    .input(eventCalendarInput)
    .output(calendarEventsOutput)
    .query(async ({ ctx, input }) => {
      const events = await listCalendarEvents(ctx.db, { id: input?.id });
      if (input?.id !== undefined && events.length === 0) {
        const event = await findEventById(ctx.db, input.id);
        if (!event) throw appError('NOT_FOUND', 'No such event');
        throw appError('EVENT_DATE_UNKNOWN', 'The event has no machine-readable start');
      }
      return events;
    }),

  create: staffProcedure
    .input(createEventInput)
    .output(eventOutput)
    .mutation(async ({ ctx, input }) => {
      await checkBranch(ctx.db, input.branchId);
      const { startsAt, ...fields } = input;
      return audited(ctx, async (trx) => {
        const event = await createEvent(trx, {
          ...fields,
          startsAt: startsAt === undefined ? eventStartsAt(input.date, input.time) : startsAt,
        });
        const events = [webhookEvent('event.created', eventCreatedData(event))];
        return { result: event, audit: eventAudit.created(event), events };
      });
    }),

  update: staffProcedure
    .input(updateEventInput)
    .output(eventOutput)
    .mutation(async ({ ctx, input }) => {
      await checkBranch(ctx.db, input.branchId);
      const { id, startsAt, ...changes } = input;
      const current = await findEventById(ctx.db, id);
      if (!current) throw appError('NOT_FOUND', 'No such event');
      // New date or time text moves the start with it, unless the client sent the start itself.
      const textChanged =
        (changes.date !== undefined && changes.date !== current.date) ||
        (changes.time !== undefined && changes.time !== current.time);
      const nextStart =
        startsAt !== undefined
          ? startsAt
          : textChanged
            ? eventStartsAt(changes.date ?? current.date, changes.time ?? current.time)
            : undefined;
      const event = await audited(ctx, async (trx) => {
        const updated = await updateEvent(trx, id, { ...changes, startsAt: nextStart });
        if (!updated) throw appError('NOT_FOUND', 'No such event');
        return { result: updated, audit: eventAudit.updated(current, updated) };
      });
      // More places: the waitlist moves up into them, each told by mail.
      if (event.maxAttendees > current.maxAttendees) {
        await sendPlaceMailsLater(ctx.services.jobs, await fillFreePlaces(ctx.db, id, ctx.now()));
      }
      return event;
    }),

  delete: staffProcedure
    .input(eventIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) =>
      audited(ctx, async (trx) => {
        const before = await findEventById(trx, input.id);
        if (!before || !(await deleteEvent(trx, input.id))) {
          throw appError('NOT_FOUND', 'No such event');
        }
        return { result: { id: input.id }, audit: eventAudit.deleted(before) };
      }),
    ),
});
