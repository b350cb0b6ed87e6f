import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Pieces of REST requests (path parameters, query strings) and of its file answers. What a
 * success answers in JSON is the procedure's output schema, in the contract.
 */

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

/** A search box's text in a query string (`q`). */
export const searchQuery = z.string().max(200).optional();

/** A filter whose `all` (or absence) means none, as the spec's client sends it. */
export function filterQuery<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum([...choices, 'all']).optional();
}

/** The value of a `filterQuery`, for the procedure: `all` is no filter. */
export function chosen<T extends string>(value: T | undefined): Exclude<T, 'all'> | undefined {
  return value === 'all' ? undefined : (value as Exclude<T, 'all'> | undefined);
}

/**
 * A generated file (an export) as an attachment that no cache keeps. A body of chunks is sent
 * as the database streams its rows (a 100,000-copy export is never held whole).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: string | AsyncIterable<string> },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(typeof file.body === 'string' ? file.body : Readable.from(file.body));
}
