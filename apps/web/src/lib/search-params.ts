/**
 * Readers of a URL's search parameters (TanStack Router's `validateSearch`): what a link or
 * a reload brings is checked, and anything unknown or out of range is simply left out, so a
 * hand-edited address still opens the page.
 */

/** A page number from 2 up (page 1 leaves the address bare). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page >= 2 && page <= 1_000_000 ? page : undefined;
}

/** Search text, trimmed at the end only (a space typed between words must survive). */
export function textParam(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).slice(0, max);
  return text.trim() ? text : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID (a job's id), in lower case as the server writes it. */
export function uuidParam(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
}

/** One of `choices`, else nothing (the default choice is left out of the address too). */
export function choiceParam<const T extends string>(
  value: unknown,
  choices: readonly T[],
  fallback?: T,
): T | undefined {
  return typeof value === 'string' &&
    (choices as readonly string[]).includes(value) &&
    value !== fallback
    ? (value as T)
    : undefined;
}

/** The offset of a page of `size` (pages count from 1). */
export function offsetOf(page: number | undefined, size: number): number {
  return ((page ?? 1) - 1) * size;
}

/** A staff list's place in its address: search text and page. */
export interface ListSearch {
  q?: string;
  page?: number;
}

export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  return withoutEmpty({ q: textParam(raw.q), page: pageParam(raw.page) });
}

/** `search` without the parts that are not set (they would show in the address as `?q=`). */
export function withoutEmpty<T extends object>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/** A staff section's Add dialog, opened by a link from elsewhere (`?add=true`). */
export interface AddSearch {
  add?: true;
}

export function parseAddSearch(raw: Record<string, unknown>): AddSearch {
  return raw.add === true || raw.add === 'true' ? { add: true } : {};
}
