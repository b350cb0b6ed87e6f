import { isStaffRole } from '@app/api-contract/schemas/auth';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { DeskPage } from '../features/loans/staff/desk-page';
import { readStoredUser } from '../lib/session';

export const Route = createFileRoute('/desk')({
  // The stored user is only a hint; useStaffSession then asks the server.
  beforeLoad: () => {
    const stored = readStoredUser();
    if (!stored) throw redirect({ to: '/login' });
    if (!isStaffRole(stored.role)) throw redirect({ to: '/account' });
  },
  component: DeskRoute,
});

// Features never import each other (ARCHITECTURE §2.1): the route hands auth to the desk.
function DeskRoute() {
  const { t } = useTranslation('errors');
  const { stored, user } = useStaffSession();
  const { logout, isPending } = useLogout();
  if (user && !isStaffRole(user.role)) return <p role="alert">{t('FORBIDDEN')}</p>;
  return (
    <DeskPage
      displayName={user?.displayName ?? stored?.displayName ?? null}
      onLogout={logout}
      loggingOut={isPending}
    />
  );
}
