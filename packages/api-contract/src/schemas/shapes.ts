import { z } from 'zod';

/**
 * Pieces every domain's answers share (decision 0035). Output schemas are parsed by tRPC on
 * every answer, so they stay cheap: plain strings and numbers, no patterns, no refinements.
 */

/**
 * A moment in an answer. A `Date` over tRPC (superjson keeps it), an ISO 8601 string over REST
 * (JSON.stringify writes it), which is what the OpenAPI document says.
 */
export const instant = z.date().meta({ override: { type: 'string', format: 'date-time' } });

/**
 * A moment the answer already carries as ISO 8601 text on both wires (a job's times, a
 * bookmark's, the health check's clock).
 */
export const isoText = z.string().meta({ override: { type: 'string', format: 'date-time' } });

/** The input of a procedure that takes none (the client calls it with nothing). */
export const noInput = z.void();

/**
 * One page of a list: `{ items, total, limit, offset }` over tRPC. REST sends `items` as the
 * body and the total in `X-Total-Count` (`schemas/paging.ts`).
 */
export function pageOutput<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** Every row that matches, not just this page's. */
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

/** `{ id }`: what a delete answers. */
export const deletedOutput = z.object({ id: z.number().int() });

/** `{ success: true }`: an action that answers nothing else. */
export const successOutput = z.object({ success: z.literal(true) });

const isAsyncIterable = (value: unknown): value is AsyncIterable<string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AsyncIterable<string>)[Symbol.asyncIterator] === 'function';

/** A generated file (an export): REST sends it as an attachment that no cache keeps; never JSON. */
const fileFields = { filename: z.string(), contentType: z.string() };

/** A generated file made whole (the audit trail's, the subscribers' CSV). */
export const textFileOutput = z.object({ ...fileFields, body: z.string() });

/** A generated file whose text is streamed as the database hands over the rows. */
export const streamedFileOutput = z.object({
  ...fileFields,
  body: z.custom<AsyncIterable<string>>(isAsyncIterable),
});
