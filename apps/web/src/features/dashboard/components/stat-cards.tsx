import { numberFormat } from '@app/i18n';
import { Card, Skeleton } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import * as styles from './stat-cards.css';

export interface StatCardItem {
  label: string;
  value: number | undefined;
  note?: string;
}

/** A row of figures; skeletons while they load (their shape is known). */
export function StatGrid({ items, label }: { items: StatCardItem[]; label: string }) {
  const { i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <ul
      className={styles.grid}
      aria-label={label}
      aria-busy={items.some((item) => item.value === undefined) || undefined}
    >
      {items.map((item) => (
        <li key={item.label}>
          <Card className={styles.card}>
            <p className={styles.label}>{item.label}</p>
            {item.value === undefined ? (
              <Skeleton shape="block" width="4ch" height="2.5rem" />
            ) : (
              <p className={styles.value}>{number.format(item.value)}</p>
            )}
            {item.note ? <p className={styles.note}>{item.note}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's four figures (spec §2) from `dashboard.stats`. */
export function StatCards() {
  const { t } = useTranslation('dashboard');
  const stats = trpc.dashboard.stats.useQuery();
  if (stats.isError) {
    return (
      <p className={styles.failed} role="alert">
        {t('stats.failed')}
      </p>
    );
  }
  const data = stats.data;
  return (
    <StatGrid
      label={t('stats.label')}
      items={[
        {
          label: t('stats.totalBooks'),
          value: data?.totalBooks,
          note: data ? t('stats.newThisMonth', { count: data.newBooksThisMonth }) : undefined,
        },
        {
          label: t('stats.totalMembers'),
          value: data?.totalMembers,
          note: t('stats.activeMembers'),
        },
        {
          label: t('stats.totalEvents'),
          value: data?.totalEvents,
          note: t('stats.upcomingEvents'),
        },
        { label: t('stats.branches'), value: data?.totalBranches, note: t('stats.activeBranches') },
      ]}
    />
  );
}
