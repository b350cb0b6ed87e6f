import { sql, type RawBuilder } from 'kysely';
import { LIBRARY_TIME_ZONE } from '../library-time';

/**
 * The end of the library's day `days` days after `now`'s (Jaffna time), in SQL: a book lent on
 * the 1st for 14 days is due by closing on the 15th, whatever the hour it was lent; a hold set
 * aside on the 1st for 7 days may be collected until closing on the 8th.
 */
export function endOfLibraryDayAfter(
  now: Date,
  days: RawBuilder<number> | number,
): RawBuilder<Date> {
  const tz = LIBRARY_TIME_ZONE;
  return sql<Date>`((date_trunc('day', ${now}::timestamptz at time zone ${tz}) + make_interval(days => ${days}::int + 1)) at time zone ${tz}) - interval '1 millisecond'`;
}

/**
 * Library days from `from`'s day to `to`'s (Jaffna time): a book due by closing on the 15th
 * and returned on the 17th, at any hour, is two days late.
 */
export function libraryDaysBetween(
  from: RawBuilder<Date> | Date,
  to: RawBuilder<Date> | Date,
): RawBuilder<number> {
  const tz = LIBRARY_TIME_ZONE;
  return sql<number>`((${to}::timestamptz at time zone ${tz})::date - (${from}::timestamptz at time zone ${tz})::date)`;
}
