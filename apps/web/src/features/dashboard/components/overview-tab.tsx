import { Card, EmptyText, ErrorState, LoadingState, panelSection as section } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { trpc } from '../../../lib/trpc';
import * as styles from './overview-tab.css';
import { StatGrid } from './stat-cards';

/** Quick stats and the active branches (spec §2). */
export function OverviewTab() {
  const { t, i18n } = useTranslation(['dashboard', 'staff']);
  const statsHeadingId = useId();
  const branchesHeadingId = useId();
  const stats = trpc.dashboard.stats.useQuery();
  const branches = trpc.branches.list.useQuery({ activeOnly: true });

  return (
    <div className={section.section}>
      <h2 className={section.heading}>{t('overview.title')}</h2>
      <section aria-labelledby={statsHeadingId} className={section.section}>
        <h3 id={statsHeadingId} className={styles.subheading}>
          {t('overview.quickStats')}
        </h3>
        {stats.isError ? (
          <ErrorState onRetry={() => void stats.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('stats.failed')}
          </ErrorState>
        ) : (
          <StatGrid
            label={t('overview.quickStats')}
            items={[
              { label: t('overview.totalBooks'), value: stats.data?.totalBooks },
              { label: t('overview.activeLoans'), value: stats.data?.activeLoans },
              { label: t('overview.newsletterSubs'), value: stats.data?.newsletterSubs },
              { label: t('overview.overdueBooks'), value: stats.data?.overdueBooks },
            ]}
          />
        )}
      </section>
      <section aria-labelledby={branchesHeadingId} className={section.section}>
        <h3 id={branchesHeadingId} className={styles.subheading}>
          {t('overview.branches')}
        </h3>
        {branches.isPending ? (
          <LoadingState>{t('overview.branchesLoading')}</LoadingState>
        ) : branches.isError ? (
          <ErrorState onRetry={() => void branches.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('overview.branchesError')}
          </ErrorState>
        ) : branches.data.length === 0 ? (
          <EmptyText>{t('overview.branchesEmpty')}</EmptyText>
        ) : (
          <ul className={styles.branches}>
            {branches.data.map((branch) => (
              <li key={branch.id}>
                <Card className={styles.branch}>
                  <p className={styles.branchName}>{branchName(branch, i18n.language)}</p>
                  <p className={styles.address}>{branch.address ?? t('overview.noAddress')}</p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
