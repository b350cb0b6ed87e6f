/**
 * RFC 4180 CSV that a spreadsheet opens safely (decision 0021): a cell a spreadsheet would run
 * as a formula (`=`, `+`, `-`, `@`, their full-width forms, or a tab or line break first, also
 * behind leading spaces or invisible marks) starts with an apostrophe, which keeps it text;
 * quotes are doubled inside quoted cells. A BOM makes Tamil and Sinhala open as UTF-8.
 */

const FORMULA_START =
  /^[\s\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** One cell: dates as ISO 8601, absent values empty. */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: a header row, then one row per record, CRLF line ends, with a BOM. */
export function toCsvFile<T>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
