import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTab } from '../dashboard-tab';
import * as styles from './dashboard.css';

/**
 * The dashboard's sections as links (each is an address: Back, reload and a new browser tab
 * keep it); the current one is marked `aria-current="page"` by the router. On a phone the row
 * scrolls sideways, keeping the current section in view.
 */
export function DashboardNav({
  tabs,
  current,
}: {
  tabs: readonly DashboardTab[];
  current: DashboardTab | null;
}) {
  const { t } = useTranslation('dashboard');
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    // Scrolls the row only, never the page (scrollIntoView would move the page too).
    const start = link.offsetLeft - row.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [current]);
  return (
    <nav aria-label={t('tabs.label')} className={styles.nav}>
      <ul ref={list} className={styles.navList}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link to={`/admin/${tab}`} className={styles.navLink}>
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
