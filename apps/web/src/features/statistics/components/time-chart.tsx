import { ErrorState, LoadingState, Table } from '@app/ui';
import type { Language } from '@app/i18n';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { bucketLabel, countFormat } from '../report-format';
import type { ReportRange } from '../report-range';
import * as styles from './time-chart.css';
import { ChartKey, UplotChart, type ChartSeries } from './uplot-chart';

export interface TimeChartProps {
  title: string;
  range: ReportRange;
  /** Each bucket's first day (library dates), the same for every series. */
  buckets: string[] | undefined;
  series: ChartSeries[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The CSV files of the chart's data, one per metric drawn. */
  downloads: { label: string; href: string }[];
  note?: string | undefined;
}

/**
 * One chart of the staff's trends: its title, the drawing with its key, the same values as a
 * table (a real `<table>` with a caption, in a box the keyboard reaches) and its CSV files.
 */
export function TimeChart(props: TimeChartProps) {
  const { title, range, buckets, series, loading, failed, onRetry, downloads, note } = props;
  const { t, i18n } = useTranslation(['reports', 'staff']);
  const language = i18n.language as Language;
  const headingId = useId();
  const format = useMemo(() => countFormat(language), [language]);
  const labels = useMemo(
    () => (buckets ?? []).map((bucket) => bucketLabel(bucket, range.interval, language)),
    [buckets, range.interval, language],
  );
  const from = libraryDay(range.from, language);
  const to = libraryDay(range.to, language);
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    series.map((line) => line.label),
  );

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.title}>
        {title}
      </h4>
      {failed ? (
        <ErrorState onRetry={onRetry} retryLabel={t('staff:actions.retry')}>
          {t('charts.failed')}
        </ErrorState>
      ) : loading || !buckets ? (
        <LoadingState>{t('charts.loading')}</LoadingState>
      ) : (
        <>
          <ChartKey series={series} />
          <UplotChart
            labels={labels}
            series={series}
            formatNumber={format}
            summary={t('charts.summary', { title, series: names, from, to })}
          />
          <div
            className={styles.tableBox}
            role="region"
            aria-label={t('charts.tableCaption', { title, from, to })}
            tabIndex={0}
          >
            <Table caption={t('charts.tableCaption', { title, from, to })}>
              <thead>
                <tr>
                  <th scope="col">{t('charts.date')}</th>
                  {series.map((line) => (
                    <th key={line.label} scope="col" className={styles.number}>
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={buckets[index]}>
                    <th scope="row">{label}</th>
                    {series.map((line) => (
                      <td key={line.label} className={styles.number}>
                        {format(line.values[index] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
      <div className={styles.footer}>
        {note ? <span>{note}</span> : null}
        {downloads.map((file) => (
          <a key={file.href} href={file.href} download className={styles.link}>
            {t('charts.csvLabel', { title: file.label })}
          </a>
        ))}
      </div>
    </li>
  );
}
