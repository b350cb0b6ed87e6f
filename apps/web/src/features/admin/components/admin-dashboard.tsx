import { TabList, TabPanel } from '@app/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleAdminTabs, type AdminTab } from '../admin-tab';
import type { AdminBook, AdminEbook, AdminEvent } from '../admin-types';
import * as styles from './admin-dashboard.css';
import { BookDialog } from './book-dialog';
import { BooksTab } from './books-tab';
import { EbookDialog } from './ebook-dialog';
import { EbooksTab } from './ebooks-tab';
import { EventDialog } from './event-dialog';
import { EventsTab } from './events-tab';
import { OverviewTab } from './overview-tab';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';

type OpenDialog =
  | { kind: 'book'; book?: AdminBook }
  | { kind: 'event'; event?: AdminEvent }
  | { kind: 'ebook'; ebook?: AdminEbook };

export interface AdminDashboardProps {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  isSuperAdmin: boolean;
  /** The inventory tab's content (features never import each other; the route composes). */
  inventory: ReactNode;
  /** The staff tab's content, shown to super admins only. */
  staff: ReactNode;
}

/**
 * The staff dashboard (spec §2): quick actions, figures and the tabs. The selected tab is the
 * caller's (the route keeps it in the URL); the add and edit dialogs are opened from here so
 * the quick actions can open them too.
 */
export function AdminDashboard({
  tab,
  onTabChange,
  isSuperAdmin,
  inventory,
  staff,
}: AdminDashboardProps) {
  const { t } = useTranslation('admin');
  const idPrefix = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const tabs = visibleAdminTabs(isSuperAdmin);
  const shown = tabs.includes(tab) ? tab : 'books';
  const close = () => setDialog(null);

  const panels: Record<AdminTab, () => ReactNode> = {
    books: () => (
      <BooksTab
        onAdd={() => setDialog({ kind: 'book' })}
        onEdit={(book) => setDialog({ kind: 'book', book })}
      />
    ),
    ebooks: () => (
      <EbooksTab
        onAdd={() => setDialog({ kind: 'ebook' })}
        onEdit={(ebook) => setDialog({ kind: 'ebook', ebook })}
      />
    ),
    events: () => (
      <EventsTab
        onAdd={() => setDialog({ kind: 'event' })}
        onEdit={(event) => setDialog({ kind: 'event', event })}
      />
    ),
    inventory: () => inventory,
    overview: () => <OverviewTab />,
    staff: () => staff,
  };

  return (
    <div className={styles.dashboard}>
      <QuickActions
        onAddBook={() => {
          onTabChange('books');
          setDialog({ kind: 'book' });
        }}
        onAddEvent={() => {
          onTabChange('events');
          setDialog({ kind: 'event' });
        }}
      />
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
          {panels[shown]()}
        </TabPanel>
      </div>

      {dialog?.kind === 'book' ? <BookDialog book={dialog.book} onClose={close} /> : null}
      {dialog?.kind === 'event' ? <EventDialog event={dialog.event} onClose={close} /> : null}
      {dialog?.kind === 'ebook' ? <EbookDialog ebook={dialog.ebook} onClose={close} /> : null}
    </div>
  );
}
