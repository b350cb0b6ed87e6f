import { REPORT_NAMES, type ReportInput } from '@app/api-contract/schemas/reports';
import type { Language } from '@app/i18n';
import {
  Button,
  EmptyText,
  ErrorState,
  InputField,
  LoadingState,
  SelectField,
  panelSection as section,
} from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDay, localeFor } from '../../../lib/dates';
import { apiUrl, defaultRange, isValidRange, type ReportRange } from '../report-range';
import { trpc } from '../../../lib/trpc';
import { ReportControls } from './report-controls';
import * as styles from './reports-page.css';
import { ReportTable } from './report-table';

type ReportName = ReportInput['name'];

/** The reports that rank a range of days; the downloads' ones have no branch. */
const RANGED = new Set<ReportName>([
  'top-titles-by-loans',
  'top-authors-by-loans',
  'top-titles-by-downloads',
  'top-authors-by-downloads',
]);
const NO_BRANCH = new Set<ReportName>(['top-titles-by-downloads', 'top-authors-by-downloads']);

/** What the server is asked for a report, as the screen's controls say. */
function reportQuery(name: ReportName, range: ReportRange, months: number, month: string) {
  return {
    name,
    ...(RANGED.has(name) ? { from: range.from, to: range.to } : {}),
    ...(range.branchId && !NO_BRANCH.has(name) ? { branchId: range.branchId } : {}),
    ...(name === 'never-borrowed' ? { months } : {}),
    ...(name === 'monthly-summary' && month ? { month } : {}),
  };
}

/**
 * The named reports (issue 29): one chosen at a time, its table, its CSV file and a printed
 * copy; the monthly summary prints as a page for the council.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation(['reports', 'staff']);
  const language = i18n.language as Language;
  const [name, setName] = useState<ReportName>('monthly-summary');
  const [range, setRange] = useState<ReportRange>(() => defaultRange());
  const [months, setMonths] = useState(12);
  const [month, setMonth] = useState(() => range.to.slice(0, 7));
  const valid = !RANGED.has(name) || isValidRange(range);
  const query = reportQuery(name, range, months, month);
  const report = trpc.reports.report.useQuery(query, { enabled: valid });
  const { name: _name, ...csvQuery } = query;
  const title = t(`reports.names.${name}`);
  const caption =
    name === 'monthly-summary'
      ? t('reports.summaryTitle', {
          month: new Intl.DateTimeFormat(localeFor(language), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)),
        })
      : RANGED.has(name)
        ? t('charts.tableCaption', {
            title,
            from: libraryDay(range.from, language),
            to: libraryDay(range.to, language),
          })
        : title;

  return (
    <div className={section.section}>
      <h2 className={section.heading}>{t('reports.title')}</h2>
      <div className={styles.chooser}>
        <SelectField
          label={t('reports.choose')}
          value={name}
          onChange={(event) => setName(event.target.value as ReportName)}
        >
          {REPORT_NAMES.map((option) => (
            <option key={option} value={option}>
              {t(`reports.names.${option}`)}
            </option>
          ))}
        </SelectField>
        <p className={styles.description}>{t(`reports.descriptions.${name}`)}</p>
      </div>
      <ReportControls
        range={range}
        onChange={setRange}
        step={false}
        dates={RANGED.has(name)}
        branch={!NO_BRANCH.has(name)}
        error={valid ? undefined : t('charts.badRange')}
      >
        {name === 'never-borrowed' ? (
          <InputField
            type="number"
            label={t('reports.months')}
            min={1}
            max={240}
            value={months}
            onChange={(event) => setMonths(Math.min(240, Math.max(1, Number(event.target.value))))}
          />
        ) : null}
        {name === 'monthly-summary' ? (
          <InputField
            type="month"
            label={t('reports.month')}
            value={month}
            required
            onChange={(event) => setMonth(event.target.value)}
          />
        ) : null}
      </ReportControls>
      <div className={styles.actions}>
        <a className={styles.download} href={apiUrl(`/api/reports/${name}.csv`, csvQuery)} download>
          {t('reports.csv')}
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('reports.print')}
        </Button>
      </div>
      <div className={styles.printable}>
        {report.isError ? (
          <ErrorState onRetry={() => void report.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('reports.failed')}
          </ErrorState>
        ) : !report.data ? (
          <LoadingState>{t('reports.loading')}</LoadingState>
        ) : report.data.rows.length === 0 ? (
          <EmptyText>{t('reports.empty')}</EmptyText>
        ) : (
          <>
            <p className={styles.count}>
              {t('reports.rowCount', { count: report.data.rows.length })}
            </p>
            <ReportTable report={report.data} caption={caption} />
          </>
        )}
      </div>
    </div>
  );
}
