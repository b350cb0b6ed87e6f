import { ebookGenreSchema, searchEbooksInput } from '@app/api-contract/schemas/ebooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldErrorsOf, sendError } from '../http/errors';
import {
  LANGUAGE_TAGS,
  languageParam,
  MAX_OPDS_OFFSET,
  MAX_OPDS_PAGE_SIZE,
  OPDS_PAGE_SIZE,
} from './common';

/**
 * The query strings of the OPDS 2.0 feeds. A value out of range is a 400 whose `fieldErrors`
 * name the parameter in the reader's language, never a silently different page.
 */

/** An e-book language by tag (`ta`) or name (`Tamil`), as the 1.2 feeds take it. */
const languageChoice = z.string().transform((raw, context) => {
  const language = languageParam(raw);
  if (language) return language;
  context.addIssue({ code: 'invalid_value', values: Object.values(LANGUAGE_TAGS), input: raw });
  return z.NEVER;
});

const pageShape = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_OPDS_PAGE_SIZE).default(OPDS_PAGE_SIZE),
};
const narrowingShape = {
  genre: ebookGenreSchema.optional(),
  language: languageChoice.optional(),
};

/** A page no deeper than any list goes: the page number's bound depends on its size. */
function withinReach(value: { page: number; limit: number }, context: z.RefinementCtx) {
  if ((value.page - 1) * value.limit <= MAX_OPDS_OFFSET) return;
  context.addIssue({
    code: 'too_big',
    origin: 'number',
    maximum: Math.floor(MAX_OPDS_OFFSET / value.limit) + 1,
    inclusive: true,
    path: ['page'],
    input: value.page,
  });
}

export const popularQuery = z.object(pageShape).superRefine(withinReach);
export const publicationsQuery = z
  .object({ ...pageShape, ...narrowingShape })
  .superRefine(withinReach);
/** The search's words: the site's own rule (1 to 200 characters once trimmed). */
export const searchQuery = z
  .object({ ...pageShape, ...narrowingShape, query: searchEbooksInput.shape.q })
  .superRefine(withinReach);

export type PageQuery = z.output<typeof popularQuery>;
export type PublicationsQuery = z.output<typeof publicationsQuery>;
export type SearchQuery = z.output<typeof searchQuery>;

type Handler<T> = (request: FastifyRequest, reply: FastifyReply, input: T) => Promise<unknown>;

/**
 * A route handler that reads its `query` or path `params` with `schema` first: a refusal is a
 * 400 `INVALID_INPUT` naming each wrong parameter, and the handler does not run.
 */
export function withInput<T>(from: 'query' | 'params', schema: z.ZodType<T>, handle: Handler<T>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = schema.safeParse(request[from]);
    if (parsed.success) return handle(request, reply, parsed.data);
    return sendError(request, reply, 400, 'INVALID_INPUT', {
      fieldErrors: fieldErrorsOf(request, parsed.error),
    });
  };
}
