import { isStaffRole } from '@app/api-contract/schemas/auth';
import type { Language } from '@app/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../features/admin/admin-tab';
import { AdminDashboard } from '../features/admin/components/admin-dashboard';
import { AdminHeader } from '../features/admin/components/admin-header';
import * as styles from '../features/admin/components/admin-page.css';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { InventoryPanel } from '../features/inventory/components/inventory-panel';
import { StaffPanel } from '../features/staff/components/staff-panel';
import { readStoredUser } from '../lib/session';

/** `?tab=` keeps the chosen tab across reloads; the default tab leaves the URL bare. */
interface AdminSearch {
  tab?: AdminTab;
}

export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch =>
    isAdminTab(search.tab) && search.tab !== DEFAULT_ADMIN_TAB ? { tab: search.tab } : {},
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { t, i18n } = useTranslation(['admin', 'common', 'errors']);
  const { stored, user } = useStaffSession();
  const { logout, isPending } = useLogout();
  const { tab = DEFAULT_ADMIN_TAB } = Route.useSearch();
  const navigate = Route.useNavigate();
  const setTab = (next: AdminTab) =>
    void navigate({
      search: next === DEFAULT_ADMIN_TAB ? {} : { tab: next },
      replace: true,
    });

  return (
    <div className={styles.page}>
      <AdminHeader
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
          <AdminDashboard
            tab={tab}
            onTabChange={setTab}
            isSuperAdmin={user.role === 'super_admin'}
            inventory={<InventoryPanel language={i18n.language as Language} />}
            staff={<StaffPanel />}
          />
        )}
      </main>
    </div>
  );
}
