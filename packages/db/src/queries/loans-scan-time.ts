import { sql, type RawBuilder } from 'kysely';

/**
 * How far back a desk's own time for a scan is believed (decision 0024): a week. A scan kept on
 * a device longer than that has waited on a desk nobody has used online for a week, whose clock
 * nobody has checked either; past it the server's time is used, and a fine it makes can be
 * waived with the audit trail's two times as the reason.
 */
export const MAX_SCAN_AGE_DAYS = 7;
const MAX_SCAN_AGE_MS = MAX_SCAN_AGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * The time a lend or return counts from: when the desk says it was scanned (`scannedAt`: a scan
 * kept on the device while the line was down is sent later), if that is neither after `now` (a
 * device clock ahead) nor more than MAX_SCAN_AGE_DAYS before it; otherwise `now`, the server's.
 * A scan is never refused for its time: the book has moved, whatever the device's clock says.
 */
export function scanTime(scannedAt: Date | undefined, now: Date): Date {
  if (!scannedAt) return now;
  const age = now.getTime() - scannedAt.getTime();
  return age >= 0 && age <= MAX_SCAN_AGE_MS ? scannedAt : now;
}

/**
 * A return's date, in the statement that closes the loan: the scan's time (`scanTime`) unless it
 * falls before the loan was lent (two desks' clocks disagreeing), then the server's. Read from
 * the row being closed, so it holds whatever lent the loan a moment before.
 */
export function returnDateOf(at: Date, now: Date): RawBuilder<Date> {
  return sql<Date>`case when ${at}::timestamptz >= loans.checkout_date
    then ${at}::timestamptz else ${now}::timestamptz end`;
}
