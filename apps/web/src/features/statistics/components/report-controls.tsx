import { InputField, SelectField } from '@app/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { trpc } from '../../../lib/trpc';
import type { ReportRange } from '../report-range';
import * as styles from './report-controls.css';

const INTERVALS = ['day', 'week', 'month'] as const;

/**
 * The range, step and branch every chart (or report) on the screen is drawn for. `step`
 * false leaves the step out (the named reports have none); `children` adds a report's own.
 */
export function ReportControls({
  range,
  onChange,
  step = true,
  dates = true,
  branch = true,
  error,
  children,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
  step?: boolean;
  dates?: boolean;
  branch?: boolean;
  error?: string | undefined;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('reports');
  const branches = trpc.branches.list.useQuery({ activeOnly: true });
  return (
    <fieldset className={styles.controls}>
      <legend className={styles.legend}>{t('charts.controls')}</legend>
      {dates ? (
        <>
          <InputField
            type="date"
            label={t('charts.from')}
            value={range.from}
            max={range.to}
            required
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
          <InputField
            type="date"
            label={t('charts.to')}
            value={range.to}
            min={range.from}
            required
            error={error}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
          />
        </>
      ) : null}
      {step ? (
        <SelectField
          label={t('charts.interval')}
          value={range.interval}
          onChange={(event) =>
            onChange({ ...range, interval: event.target.value as ReportRange['interval'] })
          }
        >
          {INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t(`charts.intervals.${interval}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {branch ? (
        <SelectField
          label={t('charts.branch')}
          value={range.branchId}
          onChange={(event) => onChange({ ...range, branchId: event.target.value })}
        >
          <option value="">{t('charts.allBranches')}</option>
          {branches.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {branchName(option, i18n.language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {children}
    </fieldset>
  );
}
