import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Pieces of the documented JSON answers, as they travel over REST (dates are ISO strings).
 * The docs test checks real answers against every response schema built from these.
 */
export const instant = z.iso.datetime();
export const nullableText = z.string().nullable();

/** `{id}` in a path: a database id. */
export const idParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `limit`/`offset` in a query string. */
export function pageQuery(maxLimit: number, maxOffset = 1_000_000) {
  return {
    limit: z.coerce.number().int().min(1).max(maxLimit).optional(),
    offset: z.coerce.number().int().min(0).max(maxOffset).optional(),
  };
}

/** A filter whose `all` (or absence) means none, as the spec's client sends it. */
export function filterQuery<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum([...choices, 'all']).optional();
}

/** The value of a `filterQuery`, for the procedure: `all` is no filter. */
export function chosen<T extends string>(value: T | undefined): Exclude<T, 'all'> | undefined {
  return value === 'all' ? undefined : (value as Exclude<T, 'all'> | undefined);
}

/** `{ id }`: what a delete answers. */
export const deleted = z.object({ id: z.number().int() });

/** A file a procedure made (an export), sent as a download that is never cached. */
export function sendDownload(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
