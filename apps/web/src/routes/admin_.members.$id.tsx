import { isStaffRole } from '@app/api-contract/schemas/auth';
import { buttonStyles } from '@app/ui';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useStaffSession } from '../features/auth/hooks/use-staff-session';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import * as styles from '../features/dashboard/components/dashboard-page.css';
import { MemberLoans } from '../features/loans/staff/member-loans';
import { MemberPage } from '../features/members/staff/member-page';
import { readStoredUser } from '../lib/session';

// `admin_` keeps the URL under /admin without the dashboard's tabs: one member, full width.
export const Route = createFileRoute('/admin_/members/$id')({
  beforeLoad: () => {
    if (!readStoredUser()) throw redirect({ to: '/login' });
  },
  component: MemberRoute,
});

function MemberRoute() {
  const { t } = useTranslation(['members-staff', 'errors']);
  const { id } = Route.useParams();
  const { stored, user } = useStaffSession();
  const { logout, isPending } = useLogout();
  const memberId = Number(id);
  return (
    <div className={styles.page}>
      <DashboardHeader
        displayName={user?.displayName ?? stored?.displayName ?? null}
        onLogout={logout}
        loggingOut={isPending}
      />
      <main id="main" className={styles.main}>
        <Link
          to="/admin"
          search={{ tab: 'members' }}
          className={buttonStyles({ variant: 'ghost' })}
        >
          {t('page.back')}
        </Link>
        {!user ? null : !isStaffRole(user.role) ? (
          <p role="alert">{t('errors:FORBIDDEN')}</p>
        ) : Number.isSafeInteger(memberId) && memberId > 0 ? (
          <MemberPage id={memberId} loans={<MemberLoans memberId={memberId} />} />
        ) : (
          <p role="alert">{t('errors:MEMBER_NOT_FOUND')}</p>
        )}
      </main>
    </div>
  );
}
