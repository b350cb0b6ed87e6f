import {
  createEvent,
  deleteEvent,
  findEventById,
  listBranches,
  listCalendarEvents,
  listEvents,
  updateEvent,
  type Db,
} from '@app/db';
import { audited, changedFields } from '../audit';
import { appError, fieldError } from '../errors';
import { eventStartsAt } from '../events/starts-at';
import {
  calendarEventsOutput,
  createEventInput,
  eventCalendarInput,
  eventIdInput,
  eventOutput,
  eventPageOutput,
  listEventsInput,
  updateEventInput,
} from '../schemas/events';
import { deletedOutput } from '../schemas/shapes';
import { pageOf } from '../schemas/paging';
import { catalogueProcedure, router, staffProcedure } from '../trpc';

async function checkBranch(db: Db, branchId: string | null | undefined) {
  if (!branchId) return;
  const known = (await listBranches(db)).some((branch) => branch.id === branchId);
  if (!known) throw fieldError(['branchId'], `Unknown branch ${branchId}`);
}

/** A public read of the events alone: kept until an event changes, whatever else does. */
const eventsRead = catalogueProcedure.meta({ access: 'public', reads: ['events'] });

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
  calendar: catalogueProcedure
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
        const audit = { kind: 'events.create', entity: 'event', entityId: event.id };
        return { result: event, audit: { ...audit, changes: changedFields(null, event) } };
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
      return audited(ctx, async (trx) => {
        const event = await updateEvent(trx, id, { ...changes, startsAt: nextStart });
        if (!event) throw appError('NOT_FOUND', 'No such event');
        const audit = { kind: 'events.update', entity: 'event', entityId: id };
        return { result: event, audit: { ...audit, changes: changedFields(current, event) } };
      });
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
        const audit = { kind: 'events.delete', entity: 'event', entityId: input.id };
        return {
          result: { id: input.id },
          audit: { ...audit, changes: changedFields(before, null) },
        };
      }),
    ),
});
