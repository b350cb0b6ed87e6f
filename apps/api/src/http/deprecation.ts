import { appRouter, type Deprecation, type Meta } from '@app/api-contract';

/**
 * Deprecations on the wire (decision 0050): a deprecated procedure or REST path answers as
 * before, with `Deprecation: @<seconds>` (RFC 9745) and, once a date is set,
 * `Sunset: <HTTP date>` (RFC 8594), so a client hears of it a release before it goes.
 */

/** The reference that says what to use instead (a `Link` of relation `deprecation`). */
export const DEPRECATION_DOCS = '/api/docs';

const day = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`deprecation: ${date} is not a YYYY-MM-DD day`);
  return time;
};

/** The headers a deprecated call answers with. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const headers: Record<string, string> = {
    deprecation: `@${Math.floor(day(deprecation.since) / 1000)}`,
  };
  if (deprecation.sunset) headers.sunset = new Date(day(deprecation.sunset)).toUTCString();
  return headers;
}

/** A procedure's deprecation, from its own `meta` (`books.list`…). */
export function procedureDeprecation(path: string): Deprecation | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: Partial<Meta> } } | undefined
  >;
  return procedures[path]?._def.meta?.deprecated;
}

/** The sentence the reference shows for a deprecated operation. */
export function deprecationNote(deprecation: Deprecation): string {
  const goes = deprecation.sunset ? `; it stops answering on ${deprecation.sunset}` : '';
  return `**Deprecated** since ${deprecation.since}${goes}. ${deprecation.instead}`;
}
