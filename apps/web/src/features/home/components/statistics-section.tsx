import { useInView, usePrefersReducedMotion, VisuallyHidden } from '@app/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_STEP_MS, COUNTER_STEPS, COUNTER_THRESHOLD, STATISTICS } from '../constants';
import { formatCount } from '../../../lib/format';
import { useCountUp } from '../hooks/use-count-up';
import * as styles from './home-sections.css';

/**
 * The library in numbers. The counters start from 0 once half the band is on screen and reach
 * their targets in 50 steps of 30 ms; with reduced motion they show the targets at once.
 */
export function StatisticsSection() {
  const { t } = useTranslation('home');
  const band = useRef<HTMLElement>(null);
  const visible = useInView(band, { threshold: COUNTER_THRESHOLD });
  return (
    <section
      ref={band}
      className={styles.statistics}
      aria-labelledby="statistics-title"
      data-testid="statistics"
    >
      <h2 id="statistics-title" className={styles.statisticsHeading}>
        {t('stats.title')}
      </h2>
      <ul className={styles.counters}>
        {STATISTICS.map((stat) => (
          <Counter
            key={stat.key}
            target={stat.target}
            start={visible}
            label={t(`stats.${stat.key}`)}
          />
        ))}
      </ul>
    </section>
  );
}

function Counter({ target, start, label }: { target: number; start: boolean; label: string }) {
  const instant = usePrefersReducedMotion();
  const value = useCountUp(target, {
    start,
    steps: COUNTER_STEPS,
    stepMs: COUNTER_STEP_MS,
    instant,
  });
  return (
    <li className={styles.counter}>
      {/* Screen readers get the final figure once, not fifty interim ones. */}
      <span className={styles.counterValue} aria-hidden="true" data-testid="counter-value">
        {formatCount(value)}+
      </span>
      <VisuallyHidden>{formatCount(target)}+</VisuallyHidden>
      <span className={styles.counterLabel}>{label}</span>
    </li>
  );
}
