import { chartDashes, chartPalette, darkColors, lightColors } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useSiteTheme } from '../../../lib/theme';
import * as styles from './time-chart.css';

/** The chart library, fetched the first time a chart is drawn (staff screens only). */
let library: Promise<typeof uPlot> | undefined;
function loadUplot(): Promise<typeof uPlot> {
  library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );
  return library;
}

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface UplotChartProps {
  /** The x axis' labels, one per bucket. */
  labels: string[];
  series: ChartSeries[];
  /** Numbers in the reader's language. */
  formatNumber: (value: number) => string;
  /** Said by screen readers instead of the drawing (the table below has every value). */
  summary: string;
}

const HEIGHT = 220;

/**
 * A line chart drawn on a canvas by uPlot, in the theme's chart colours and dashes. The
 * drawing is one image to a screen reader (`summary`); the values are in the table beside it.
 * Its width follows its box, so it fits a 360 px phone.
 */
export function UplotChart({ labels, series, formatNumber, summary }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useSiteTheme();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const colors = theme === 'dark' ? darkColors : lightColors;
    const palette = chartPalette[theme];
    const axis = {
      stroke: colors.muted,
      grid: { stroke: colors.border, width: 1 },
      ticks: { stroke: colors.border, width: 1 },
    };
    const observer = new ResizeObserver(() => {
      if (chart && element.clientWidth > 0)
        chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    loadUplot().then(
      (UPlot) => {
        if (cancelled) return;
        chart = new UPlot(
          {
            width: Math.max(element.clientWidth, 200),
            height: HEIGHT,
            scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            axes: [
              {
                ...axis,
                values: (_u, splits) =>
                  splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
              },
              {
                ...axis,
                size: 48,
                values: (_u, splits) =>
                  splits.map((split) => (Number.isInteger(split) ? formatNumber(split) : '')),
              },
            ],
            series: [
              {},
              ...series.map((line, index) => ({
                label: line.label,
                stroke: palette[index % palette.length],
                width: 2,
                dash: [...(chartDashes[index % chartDashes.length] ?? [])],
                points: { show: labels.length <= 45 },
              })),
            ],
          },
          [labels.map((_label, index) => index), ...series.map((line) => line.values)],
          element,
        );
        observer.observe(element);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [labels, series, formatNumber, theme]);

  return (
    <div
      ref={box}
      className={styles.canvas}
      role="img"
      aria-label={summary}
      data-failed={failed || undefined}
    />
  );
}

/** The series' colours and dashes as a key (the drawing has no legend of its own). */
export function ChartKey({ series }: { series: { label: string }[] }) {
  const theme = useSiteTheme();
  const palette = chartPalette[theme];
  return (
    <ul className={styles.key}>
      {series.map((line, index) => (
        <li key={line.label} className={styles.keyItem}>
          <svg width="28" height="10" aria-hidden="true" className={styles.keySwatch}>
            <line
              x1="0"
              y1="5"
              x2="28"
              y2="5"
              stroke={palette[index % palette.length]}
              strokeWidth="3"
              strokeDasharray={(chartDashes[index % chartDashes.length] ?? []).join(' ')}
            />
          </svg>
          {line.label}
        </li>
      ))}
    </ul>
  );
}
