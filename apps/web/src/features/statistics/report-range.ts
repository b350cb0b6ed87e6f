import { wallClock } from '@app/api-contract/library-time';
import type { SeriesInput } from '@app/api-contract/schemas/reports';

/** What the charts and reports are asked for: a span of library dates, a step, a branch. */
export interface ReportRange {
  /** Library dates, `2026-11-24`, both included. */
  from: string;
  to: string;
  interval: NonNullable<SeriesInput['interval']>;
  /** Empty: every branch. */
  branchId: string;
}

/** A library date as text. */
export function libraryDate(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `date` moved by `days` days on the calendar (`2026-03-01` − 1 is `2026-02-28`). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last 30 days of the library's calendar, today included, day by day, every branch. */
export function defaultRange(now: Date = new Date()): ReportRange {
  const today = libraryDate(now);
  return { from: addDays(today, -29), to: today, interval: 'day', branchId: '' };
}

/** Whether the server would take the range (it ends after it begins; few enough buckets). */
export function isValidRange(range: ReportRange): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to)) {
    return false;
  }
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  const perBucket = { day: 1, week: 7, month: 28 }[range.interval];
  return days >= 0 && days / perBucket < 1000;
}

/** A REST address with its query (empty values left out): the CSV links. */
export function apiUrl(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
