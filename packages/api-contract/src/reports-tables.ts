import { namedReport, type Db, type ReportName, type ReportTable } from '@app/db';
import { wallClock } from '@app/db/library-time';
import { toCsvFile } from './csv';
import type { reportInput } from './schemas/reports';
import type { z } from 'zod';

/** A library date as text, `2026-11-24`. */
function libraryDate(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A report as asked for, with what was left out filled in from the request's clock: the top
 * lists' last 30 days (today included) and the summary's current month, both the library's.
 */
export async function reportOf(
  db: Db,
  input: z.output<typeof reportInput>,
  now: Date,
): Promise<ReportTable & { name: ReportName }> {
  const today = libraryDate(now);
  const monthAgo = libraryDate(new Date(now.getTime() - 29 * 86_400_000));
  const table = await namedReport(db, {
    name: input.name,
    from: input.from ?? monthAgo,
    to: input.to ?? today,
    branchId: input.branchId,
    limit: input.limit,
    months: input.months,
    month: input.month ?? today.slice(0, 7),
    now,
  });
  return { name: input.name, ...table };
}

/**
 * The report as a CSV file: the header row is its columns, every cell formula-safe, with a BOM
 * so a spreadsheet reads Tamil and Sinhala as UTF-8 (`csv.ts`).
 */
export function reportCsv(report: ReportTable & { name: ReportName }, now: Date) {
  return {
    filename: `${report.name}-${libraryDate(now)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsvFile(report.columns, report.rows),
  };
}

/**
 * A series as a CSV file: a row per bucket (`t`, its first day), its `value` and a column per
 * part (each language, each scan method) that any bucket has.
 */
export function seriesCsv(
  metric: string,
  points: readonly { t: string; value: number; parts?: Record<string, number> }[],
  now: Date,
) {
  const parts = [...new Set(points.flatMap((point) => Object.keys(point.parts ?? {})))].sort();
  const rows = points.map((point) => {
    const row: Record<string, string | number> = { t: point.t, value: point.value };
    for (const part of parts) row[part] = point.parts?.[part] ?? 0;
    return row;
  });
  return {
    filename: `${metric}-${libraryDate(now)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsvFile(['t', 'value', ...parts], rows),
  };
}
