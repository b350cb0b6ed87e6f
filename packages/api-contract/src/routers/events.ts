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
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { appError } from '../errors';
import { eventStartsAt } from '../events/starts-at';
import {
  createEventInput,
  eventIdInput,
  listEventsInput,
  updateEventInput,
} from '../schemas/events';
import { pageOf } from '../schemas/paging';
import { catalogueProcedure, router, staffProcedure } from '../trpc';

/** A field error in the same shape zod's own give (REST `fieldErrors`, tRPC `data.fieldErrors`). */
function fieldError(path: string, message: string): TRPCError {
  // A ZodError built by zod itself (a hand-made `new ZodError` is not an Error instance).
  const { error } = z
    .object({})
    .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', path: [path], message }))
    .safeParse({});
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: error });
}

async function checkBranch(db: Db, branchId: string | null | undefined) {
  if (!branchId) return;
  const known = (await listBranches(db)).some((branch) => branch.id === branchId);
  if (!known) throw fieldError('branchId', `Unknown branch ${branchId}`);
}

export const eventsRouter = router({
  /** A page of the events to come (soonest first, undated last), or of past ones (latest first). */
  list: catalogueProcedure
    .input(listEventsInput)
    .query(async ({ ctx, input }) =>
      pageOf(await listEvents(ctx.db, { ...input, now: ctx.now() }), input),
    ),

  byId: catalogueProcedure.input(eventIdInput).query(async ({ ctx, input }) => {
    const event = await findEventById(ctx.db, input.id);
    if (!event) throw appError('NOT_FOUND', 'No such event');
    return event;
  }),

  /**
   * Events that can go into a calendar (a known start), with their branch; one event when `id`
   * is given, refused with EVENT_DATE_UNKNOWN when it has no start the server could read.
   */
  calendar: catalogueProcedure
    .input(z.object({ id: z.number().int().positive().optional() }).optional())
    .query(async ({ ctx, input }) => {
      const events = await listCalendarEvents(ctx.db, { id: input?.id });
      if (input?.id !== undefined && events.length === 0) {
        const event = await findEventById(ctx.db, input.id);
        if (!event) throw appError('NOT_FOUND', 'No such event');
        throw appError('EVENT_DATE_UNKNOWN', 'The event has no machine-readable start');
      }
      return events;
    }),

  create: staffProcedure.input(createEventInput).mutation(async ({ ctx, input }) => {
    await checkBranch(ctx.db, input.branchId);
    const { startsAt, ...fields } = input;
    return createEvent(ctx.db, {
      ...fields,
      startsAt: startsAt === undefined ? eventStartsAt(input.date, input.time) : startsAt,
    });
  }),

  update: staffProcedure.input(updateEventInput).mutation(async ({ ctx, input }) => {
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
    const event = await updateEvent(ctx.db, id, { ...changes, startsAt: nextStart });
    if (!event) throw appError('NOT_FOUND', 'No such event');
    return event;
  }),

  delete: staffProcedure.input(eventIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteEvent(ctx.db, input.id))) throw appError('NOT_FOUND', 'No such event');
    return { id: input.id };
  }),
});
