import { numberFormat } from '@app/i18n';
import { Skeleton, VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import * as styles from './scan-stats.css';

type Tone = keyof typeof styles.value;

/** The inventory in five numbers; the scanner refreshes them after every attempt. */
export function ScanStats({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('inventory');
  const stats = trpc.inventory.stats.useQuery();
  const classes = className ? `${styles.strip} ${className}` : styles.strip;

  if (stats.isPending) {
    return (
      <section className={classes} aria-label={t('scanner.stats.label')} aria-busy="true">
        <VisuallyHidden role="status">{t('scanner.stats.loading')}</VisuallyHidden>
        <div className={styles.grid}>
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={styles.cell}>
              <Skeleton width="3ch" height="1.5em" />
              <Skeleton width="70%" />
            </div>
          ))}
        </div>
      </section>
    );
  }
  // Nothing to show is better than a red box on the screen a librarian scans from all day.
  if (stats.isError) return null;

  const number = numberFormat(i18n.language);
  const figures: Array<{ key: string; label: string; value: number; tone: Tone }> = [
    { key: 'total', label: t('scanner.stats.total'), value: stats.data.total, tone: 'brand' },
    {
      key: 'pending',
      label: t('scanner.stats.pending'),
      value: stats.data.awaitingReview,
      tone: 'warning',
    },
    {
      key: 'verified',
      label: t('scanner.stats.verified'),
      value: stats.data.verified,
      tone: 'success',
    },
    { key: 'today', label: t('scanner.stats.today'), value: stats.data.scansToday, tone: 'accent' },
    { key: 'isbn', label: t('scanner.stats.isbn'), value: stats.data.bySource.isbn, tone: 'brand' },
  ];

  return (
    <section className={classes} aria-label={t('scanner.stats.label')} data-testid="scan-stats">
      <dl className={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.cell} data-testid={`stat-${figure.key}`}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value[figure.tone]}>{number.format(Number(figure.value))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
