import { isStaffRole } from '@app/api-contract/schemas/auth';
import type { Language } from '@app/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditPanel } from '../features/audit/components/audit-panel';
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
import { parseEventsTabSearch, type EventsTabSearch } from '../features/events/events-tab-search';
import { InventoryPanel } from '../features/inventory/components/inventory-panel';
import { parseInventorySearch, type InventorySearch } from '../features/inventory/inventory-item';
import { LoansTab } from '../features/loans/staff/loans-tab';
import type { MemberRecord } from '../features/members/member';
import { MemberDialog } from '../features/members/staff/member-dialog';
import { MembersTab } from '../features/members/staff/members-tab';
import { NewsletterTab } from '../features/newsletter/staff/newsletter-tab';
import { StaffPanel } from '../features/staff/components/staff-panel';
import { parseEbooksTabSearch, type EbooksTabSearch } from '../features/ebooks/ebooks-tab-search';
import { pageParam, parseListSearch, withoutEmpty } from '../lib/search-params';
import { readStoredUser } from '../lib/session';

/**
 * The address keeps the chosen tab and that tab's search, filters and page (`?tab=inventory&
 * status=VERIFIED&q=…&page=3`): a link opens the same list, Back and reload keep it. Defaults
 * leave the address bare.
 */
type TabSearch = EbooksTabSearch & EventsTabSearch & InventorySearch;
type AdminSearch = { tab?: DashboardTab } & TabSearch;

const TAB_SEARCH: Record<DashboardTab, (raw: Record<string, unknown>) => TabSearch> = {
  books: parseListSearch,
  ebooks: parseEbooksTabSearch,
  events: parseEventsTabSearch,
  inventory: parseInventorySearch,
  audit: () => ({}),
  members: () => ({}),
  loans: () => ({}),
  newsletter: () => ({}),
  overview: () => ({}),
  staff: (raw) => withoutEmpty({ page: pageParam(raw.page) }),
};

function parseAdminSearch(raw: Record<string, unknown>): AdminSearch {
  const tab = isDashboardTab(raw.tab) ? raw.tab : DEFAULT_DASHBOARD_TAB;
  return { ...(tab === DEFAULT_DASHBOARD_TAB ? {} : { tab }), ...TAB_SEARCH[tab](raw) };
}

/** The add or edit dialog that is open: an Add when it carries no row, an Edit when it does. */
type OpenDialog =
  | { kind: 'book'; book?: BookRecord }
  | { kind: 'event'; event?: EventRecord }
  | { kind: 'ebook'; ebook?: EbookRecord }
  | { kind: 'member'; member?: MemberRecord };

export const Route = createFileRoute('/admin')({
  validateSearch: parseAdminSearch,
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: AdminRoute,
});

// Features never import each other (ARCHITECTURE §2.1): the route puts each domain's staff
// tab and dialog into the dashboard's frame.
function AdminRoute() {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'errors', 'audit']);
  const { stored, user } = useStaffSession();
  const { logout, isPending } = useLogout();
  const { tab = DEFAULT_DASHBOARD_TAB, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Each tab is a step Back returns to; a tab opens on its first page, unfiltered.
  const setTab = (next: DashboardTab) =>
    void navigate({ search: next === DEFAULT_DASHBOARD_TAB ? {} : { tab: next } });
  const onSearch = (next: TabSearch, options?: { replace?: boolean }) =>
    void navigate({
      search: { ...(tab === DEFAULT_DASHBOARD_TAB ? {} : { tab }), ...withoutEmpty(next) },
      replace: options?.replace,
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
                  search={search}
                  onSearch={onSearch}
                />
              ),
              ebooks: () => (
                <EbooksTab
                  onAdd={() => setDialog({ kind: 'ebook' })}
                  onEdit={(ebook) => setDialog({ kind: 'ebook', ebook })}
                  search={search}
                  onSearch={onSearch}
                />
              ),
              events: () => (
                <EventsTab
                  onAdd={() => setDialog({ kind: 'event' })}
                  onEdit={(event) => setDialog({ kind: 'event', event })}
                  search={search}
                  onSearch={onSearch}
                />
              ),
              inventory: () => (
                <InventoryPanel
                  language={i18n.language as Language}
                  search={search}
                  onSearch={onSearch}
                />
              ),
              staff: () => <StaffPanel search={search} onSearch={onSearch} />,
              audit: () => <AuditPanel language={i18n.language as Language} />,
              members: () => (
                <MembersTab
                  onRegister={() => setDialog({ kind: 'member' })}
                  onEdit={(member) => setDialog({ kind: 'member', member })}
                />
              ),
              loans: () => <LoansTab isSuperAdmin={user.role === 'super_admin'} />,
              newsletter: () => <NewsletterTab />,
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
              ) : dialog?.kind === 'member' ? (
                <MemberDialog
                  member={dialog.member}
                  onClose={close}
                  onRegistered={(member) =>
                    void navigate({ to: '/admin/members/$id', params: { id: String(member.id) } })
                  }
                />
              ) : null
            }
          />
        )}
      </main>
    </div>
  );
}
