import { REPORT_NAMES, reportInput, seriesInput } from '@app/api-contract/schemas/reports';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';
import { sendDownload } from './wire';

const reportParams = z.object({ name: z.enum(REPORT_NAMES) });
const reportQuery = reportInput.omit({ name: true });

const REPORTS_DESCRIPTION =
  '`top-titles-by-loans`, `top-authors-by-loans`, `top-titles-by-downloads` and ' +
  '`top-authors-by-downloads` rank the range `from`–`to` (library dates, the last 30 days ' +
  'unless given; `limit` rows, 20 unless given); `never-borrowed` lists titles with copies ' +
  'that nobody borrowed in `months` months (12 unless given); `overdue-members` lists members ' +
  'with loans past due and how to reach them; `collection` counts titles and copies by ' +
  'language, genre and branch; `monthly-summary` gives `month`’s figures (`2026-10`, this ' +
  'month unless given) beside the month before. `branchId` keeps one branch. Each answers ' +
  '`{ name, columns, rows }`, a row an object with a value for each column.';

/** The staff's charts and named reports (decision 0046). */
export const reportsRoutes: RestRoute[] = [
  procedureRoute({
    method: 'GET',
    path: '/api/reports/series',
    procedure: 'reports.series',
    query: seriesInput,
    input: ({ query }) => query,
    docs: {
      summary: 'A metric over time, per day, week or month of the library’s calendar',
      description:
        '`metric` is `loans` (lent), `returns`, `activeLoans` and `overdue` (at each bucket’s ' +
        'end, or now), `newMembers`, `downloads` (with `parts` per language) or `scans` (with ' +
        '`parts` per method: `barcode`, `manual`, `image`). `from` and `to` are library dates, ' +
        'both included; `interval` is `day` (default), `week` (Monday weeks) or `month`, at ' +
        'most 1,000 buckets; each bucket’s `t` is its first day, an empty one answers 0. ' +
        '`branchId` keeps one branch’s loans, members and scanned copies (downloads have none).',
      example: { query: { metric: 'loans', from: '2026-11-01', to: '2026-11-21' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/reports/series.csv',
    procedure: 'reports.seriesCsv',
    query: seriesInput,
    input: ({ query }) => query,
    send: sendDownload,
    docs: {
      summary: 'The same series as a CSV file: `t`, `value` and a column per part',
      description: 'UTF-8 with a BOM, formula-safe, as the named reports’ files.',
      produces: 'text/csv',
      example: { query: { metric: 'scans', from: '2026-11-01', to: '2026-11-21' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/reports/{name}.csv',
    procedure: 'reports.csv',
    params: reportParams,
    query: reportQuery,
    input: ({ params, query }) => ({ ...query, name: params.name }),
    send: sendDownload,
    docs: {
      summary: 'A named report as a CSV file, for a spreadsheet',
      description:
        'The same report as its JSON: the header row is its columns, UTF-8 with a BOM (so a ' +
        'spreadsheet shows Tamil and Sinhala), and a cell a spreadsheet would run as a ' +
        'formula starts with an apostrophe.',
      produces: 'text/csv',
      example: { params: { name: 'monthly-summary' } },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/reports/{name}',
    procedure: 'reports.report',
    params: reportParams,
    query: reportQuery,
    input: ({ params, query }) => ({ ...query, name: params.name }),
    docs: {
      summary: 'A named report as a table',
      description: REPORTS_DESCRIPTION,
      example: { params: { name: 'collection' } },
    },
  }),
];
