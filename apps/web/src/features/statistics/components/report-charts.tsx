import type { RouterOutputs } from '@app/api-contract';
import type { SeriesInput } from '@app/api-contract/schemas/reports';
import { panelSection as section } from '@app/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { apiUrl, defaultRange, isValidRange, type ReportRange } from '../report-range';
import { ReportControls } from './report-controls';
import * as styles from './time-chart.css';
import { TimeChart } from './time-chart';
import type { ChartSeries } from './uplot-chart';

type Metric = SeriesInput['metric'];
type Points = RouterOutputs['reports']['series'];

/**
 * The charts: each draws one or two metrics, or one metric split into its parts (downloads by
 * language, scans by how they were made; every part always drawn, so its colour stays put).
 */
const CHARTS: { id: string; metrics: Metric[]; parts?: string[] }[] = [
  { id: 'circulation', metrics: ['loans', 'returns'] },
  { id: 'outstanding', metrics: ['activeLoans', 'overdue'] },
  { id: 'members', metrics: ['newMembers'] },
  { id: 'downloads', metrics: ['downloads'], parts: ['Tamil', 'Sinhala', 'English'] },
  { id: 'reading', metrics: ['readsStarted'] },
  { id: 'scans', metrics: ['scans'], parts: ['barcode', 'manual', 'image'] },
  { id: 'reviews', metrics: ['reviewsWaiting'] },
  { id: 'holds', metrics: ['holdsWaiting'] },
];

/** Metrics of the whole library: e-books belong to no branch (the note says which). */
const WITHOUT_BRANCH: Partial<Record<Metric, 'charts.noBranch' | 'charts.noBranchReads'>> = {
  downloads: 'charts.noBranch',
  readsStarted: 'charts.noBranchReads',
};

function useSeries(metric: Metric, range: ReportRange, enabled: boolean) {
  return trpc.reports.series.useQuery(
    {
      metric,
      from: range.from,
      to: range.to,
      interval: range.interval,
      ...(range.branchId && !WITHOUT_BRANCH[metric] ? { branchId: range.branchId } : {}),
    },
    { enabled, placeholderData: (previous) => previous },
  );
}

/**
 * The staff's trends on the dashboard (issue 29): lending, loans out and overdue, new members,
 * downloads per language, reads begun, scans per method, copies awaiting review and holds
 * waiting, for one range and branch, each chart with its table and CSV files. The chart
 * library is fetched with the first chart drawn.
 */
export function ReportCharts() {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const [range, setRange] = useState<ReportRange>(() => defaultRange());
  const valid = isValidRange(range);
  return (
    <section aria-labelledby={headingId} className={section.section}>
      <h3 id={headingId} className={styles.heading}>
        {t('charts.title')}
      </h3>
      <p>{t('charts.intro')}</p>
      <ReportControls
        range={range}
        onChange={setRange}
        error={valid ? undefined : t('charts.badRange')}
      />
      <ul className={styles.charts}>
        {CHARTS.map((chart) => (
          <MetricChart key={chart.id} chart={chart} range={range} enabled={valid} />
        ))}
      </ul>
    </section>
  );
}

/** The lines of a chart from its answers: one per metric, or one per part of its one metric. */
function chartSeries(
  chart: (typeof CHARTS)[number],
  [first, second]: [Points | undefined, Points | undefined],
  translate: (key: string) => string,
): ChartSeries[] {
  if (!first) return [];
  if (chart.parts) {
    return chart.parts.map((part) => ({
      label: translate(`parts.${part}`),
      values: first.map((point) => point.parts?.[part] ?? 0),
    }));
  }
  return [first, second].slice(0, chart.metrics.length).map((points, index) => ({
    label: translate(`metrics.${chart.metrics[index]}`),
    values: (points ?? []).map((point) => point.value),
  }));
}

function MetricChart({
  chart,
  range,
  enabled,
}: {
  chart: (typeof CHARTS)[number];
  range: ReportRange;
  enabled: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const [first, second] = chart.metrics as [Metric, Metric | undefined];
  const one = useSeries(first, range, enabled);
  const two = useSeries(second ?? first, range, enabled && second !== undefined);
  const answers = second ? [one, two] : [one];
  const firstData = one.data;
  const secondData = second ? two.data : undefined;
  const ready = firstData !== undefined && (second === undefined || secondData !== undefined);

  const language = i18n.language;
  const series = useMemo<ChartSeries[]>(() => {
    const translate = i18n.getFixedT(language, 'reports') as (key: string) => string;
    return chartSeries(chart, [firstData, secondData], translate);
  }, [chart, firstData, secondData, i18n, language]);

  const whole = WITHOUT_BRANCH[first];
  const branchId = whole ? '' : range.branchId;
  return (
    <TimeChart
      title={t(`chartTitles.${chart.id}` as 'chartTitles.circulation')}
      range={range}
      buckets={ready ? firstData.map((point) => point.t) : undefined}
      series={series}
      loading={answers.some((answer) => answer.isPending)}
      failed={answers.some((answer) => answer.isError)}
      onRetry={() => answers.forEach((answer) => void answer.refetch())}
      note={whole && range.branchId ? t(whole) : undefined}
      downloads={chart.metrics.map((metric) => ({
        label: t(`metrics.${metric}`),
        href: apiUrl('/api/reports/series.csv', {
          metric,
          from: range.from,
          to: range.to,
          interval: range.interval,
          branchId,
        }),
      }))}
    />
  );
}
