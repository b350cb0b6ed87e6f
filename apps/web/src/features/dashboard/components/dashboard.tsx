import { TabList, TabPanel } from '@app/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleDashboardTabs, type DashboardTab } from '../dashboard-tab';
import * as styles from './dashboard.css';
import { OverviewTab } from './overview-tab';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';

/** The tabs whose content belongs to other features; the route hands them in. */
export type DashboardPanels = Record<Exclude<DashboardTab, 'overview'>, () => ReactNode>;

export interface DashboardProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  isSuperAdmin: boolean;
  /**
   * Each domain's tab (features never import each other; the route composes). Called only for
   * the chosen tab, so only its lists are fetched. The staff tab shows to super admins only.
   */
  panels: DashboardPanels;
  /** The quick actions Add Book and Add Event: the route switches tab and opens the dialog. */
  onAddBook: () => void;
  onAddEvent: () => void;
  /** The add or edit dialog the route has open, if any. */
  dialog?: ReactNode;
}

/**
 * The staff dashboard (spec §2): quick actions, figures and the tabs. The selected tab is the
 * caller's (the route keeps it in the URL), as are the add and edit dialogs, which the quick
 * actions and the tabs both open.
 */
export function Dashboard({
  tab,
  onTabChange,
  isSuperAdmin,
  panels,
  onAddBook,
  onAddEvent,
  dialog,
}: DashboardProps) {
  const { t } = useTranslation('dashboard');
  const idPrefix = useId();
  const tabs = visibleDashboardTabs(isSuperAdmin);
  const shown = tabs.includes(tab) ? tab : 'books';

  return (
    <div className={styles.dashboard}>
      <QuickActions onAddBook={onAddBook} onAddEvent={onAddEvent} />
      <StatCards />
      <div className={styles.tabs}>
        <TabList
          label={t('tabs.label')}
          idPrefix={idPrefix}
          value={shown}
          onChange={onTabChange}
          items={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        />
        {/* Only the chosen tab is mounted, so only its lists are fetched. */}
        <TabPanel idPrefix={idPrefix} value={shown} key={shown}>
          {shown === 'overview' ? <OverviewTab /> : panels[shown]()}
        </TabPanel>
      </div>

      {dialog}
    </div>
  );
}
