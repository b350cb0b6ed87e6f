import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleDashboardTabs, type DashboardTab } from '../dashboard-tab';
import * as styles from './dashboard.css';
import { DashboardNav } from './dashboard-nav';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';

export interface DashboardProps {
  /** The section on show (each is a route of its own: `/admin/books`, `/admin/events`…). */
  tab: DashboardTab | null;
  isSuperAdmin: boolean;
  /** The section's screen, with its own dialogs. */
  children: ReactNode;
}

/**
 * The staff dashboard's frame (spec §2): its sections' navigation first, so on a phone it is
 * at the top of the page and not two screens down; then the quick actions, the figures and the
 * section itself. The same order at every width, so focus follows what is seen.
 */
export function Dashboard({ tab, isSuperAdmin, children }: DashboardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={styles.dashboard}>
      <DashboardNav tabs={visibleDashboardTabs(isSuperAdmin)} current={tab} />
      <QuickActions />
      <StatCards />
      <section className={styles.section} aria-label={tab ? t(`tabs.${tab}`) : undefined}>
        {children}
      </section>
    </div>
  );
}
