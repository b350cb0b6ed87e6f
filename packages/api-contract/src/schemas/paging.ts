import { z } from 'zod';

/**
 * The one paging convention of every list, over tRPC and REST: `limit` and `offset` in, a
 * `Page` out. REST sends the page's items as a plain array (the spec's bodies stay arrays) with
 * the total in `X-Total-Count` and `Link` headers (`next`, `prev`).
 */
export function pageFields(defaultLimit: number, maxLimit: number, maxOffset = 1_000_000) {
  return {
    limit: z.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.number().int().min(0).max(maxOffset).default(0),
  };
}

/** One page of a list and how many rows the whole list has. */
export interface Page<T> {
  items: T[];
  /** Every row that matches, not just this page's. */
  total: number;
  limit: number;
  offset: number;
}

export function toPage<T>(
  items: T[],
  total: number,
  { limit, offset }: { limit: number; offset: number },
): Page<T> {
  return { items, total, limit, offset };
}

/** A page the database answered (`{ items, total }`), with the limit and offset asked. */
export function pageOf<T>(
  list: { items: T[]; total: number },
  request: { limit: number; offset: number },
): Page<T> {
  return toPage(list.items, list.total, request);
}

/**
 * The text of a "contains" search: trimmed, at most 200 characters; blank means none. (The
 * server ignores fewer than two characters: a letter is in nearly every title.)
 */
export const listSearchText = z
  .string({ error: 'The search must be text' })
  .trim()
  .max(200, 'A search can be at most 200 characters')
  .optional();
