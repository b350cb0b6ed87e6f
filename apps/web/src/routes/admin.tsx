import type { Language } from '@app/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminHeader } from '../features/admin/components/admin-header';
import * as styles from '../features/admin/components/admin-page.css';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { InventoryPanel } from '../features/inventory/components/inventory-panel';
import { StaffPanel } from '../features/staff/components/staff-panel';
import { isStaffRole, readStoredUser } from '../lib/session';

export const Route = createFileRoute('/admin')({
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { t, i18n } = useTranslation(['admin', 'inventory']);
  const { stored, user } = useStaffSession();
  const { logout, isPending } = useLogout();
  const role = user?.role ?? stored?.role;
  return (
    <div className={styles.page}>
      <AdminHeader
        displayName={user?.displayName ?? stored?.displayName ?? null}
        onLogout={logout}
        loggingOut={isPending}
      />
      <main id="main" className={styles.main}>
        <p className={styles.pending}>{t('pending')}</p>
        {user && isStaffRole(user.role) ? (
          <section aria-labelledby="inventory-tab">
            <h2 id="inventory-tab" className={styles.sectionTitle}>
              {t('inventory:title')}
            </h2>
            <InventoryPanel language={i18n.language as Language} />
          </section>
        ) : null}
        {user && role === 'super_admin' ? (
          <section aria-labelledby="staff-tab">
            <h2 id="staff-tab" className={styles.sectionTitle}>
              {t('tabs.staff')}
            </h2>
            <StaffPanel />
          </section>
        ) : null}
      </main>
    </div>
  );
}
