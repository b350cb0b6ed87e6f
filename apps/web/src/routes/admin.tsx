import { isStaffRole } from '@app/api-contract/schemas/auth';
import type { Language } from '@app/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { BookDialog } from '../features/books/staff/book-dialog';
import type { BookRecord } from '../features/books/staff/book-form';
import { BooksTab } from '../features/books/staff/books-tab';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import * as styles from '../features/dashboard/components/dashboard-page.css';
import {
  DEFAULT_DASHBOARD_TAB,
  isDashboardTab,
  type DashboardTab,
} from '../features/dashboard/dashboard-tab';
import { EbookDialog } from '../features/ebooks/staff/ebook-dialog';
import type { EbookRecord } from '../features/ebooks/staff/ebook-form';
import { EbooksTab } from '../features/ebooks/staff/ebooks-tab';
import { EventDialog } from '../features/events/staff/event-dialog';
import type { EventRecord } from '../features/events/staff/event-form';
import { EventsTab } from '../features/events/staff/events-tab';
import { InventoryPanel } from '../features/inventory/components/inventory-panel';
import { NewsletterTab } from '../features/newsletter/staff/newsletter-tab';
import { StaffPanel } from '../features/staff/components/staff-panel';
import { readStoredUser } from '../lib/session';

/** `?tab=` keeps the chosen tab across reloads; the default tab leaves the URL bare. */
interface AdminSearch {
  tab?: DashboardTab;
}

/** The add or edit dialog that is open: an Add when it carries no row, an Edit when it does. */
type OpenDialog =
  | { kind: 'book'; book?: BookRecord }
  | { kind: 'event'; event?: EventRecord }
  | { kind: 'ebook'; ebook?: EbookRecord };

export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch =>
    isDashboardTab(search.tab) && search.tab !== DEFAULT_DASHBOARD_TAB ? { tab: search.tab } : {},
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: AdminRoute,
});

// Features never import each other (ARCHITECTURE §2.1): the route puts each domain's staff
// tab and dialog into the dashboard's frame.
function AdminRoute() {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'errors']);
  const { stored, user } = useStaffSession();
  const { logout, isPending } = useLogout();
  const { tab = DEFAULT_DASHBOARD_TAB } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const setTab = (next: DashboardTab) =>
    void navigate({
      search: next === DEFAULT_DASHBOARD_TAB ? {} : { tab: next },
      replace: true,
    });
  const close = () => setDialog(null);

  return (
    <div className={styles.page}>
      <DashboardHeader
        displayName={user?.displayName ?? stored?.displayName ?? null}
        onLogout={logout}
        loggingOut={isPending}
      />
      <main id="main" className={styles.main}>
        {/* Staff tools appear once the server has confirmed the session. */}
        {!user ? (
          <p className={styles.pending} role="status">
            {t('common:status.loading')}
          </p>
        ) : !isStaffRole(user.role) ? (
          <p className={styles.pending} role="alert">
            {t('errors:FORBIDDEN')}
          </p>
        ) : (
          <Dashboard
            tab={tab}
            onTabChange={setTab}
            isSuperAdmin={user.role === 'super_admin'}
            panels={{
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
              inventory: () => <InventoryPanel language={i18n.language as Language} />,
              newsletter: () => <NewsletterTab />,
              staff: () => <StaffPanel />,
            }}
            onAddBook={() => {
              setTab('books');
              setDialog({ kind: 'book' });
            }}
            onAddEvent={() => {
              setTab('events');
              setDialog({ kind: 'event' });
            }}
            dialog={
              dialog?.kind === 'book' ? (
                <BookDialog book={dialog.book} onClose={close} />
              ) : dialog?.kind === 'event' ? (
                <EventDialog event={dialog.event} onClose={close} />
              ) : dialog?.kind === 'ebook' ? (
                <EbookDialog ebook={dialog.ebook} onClose={close} />
              ) : null
            }
          />
        )}
      </main>
    </div>
  );
}
