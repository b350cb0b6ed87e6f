import { buttonStyles } from '@app/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as styles from '../../features/dashboard/components/dashboard-page.css';
import { MemberFines } from '../../features/loans/staff/member-fines';
import { MemberHolds } from '../../features/loans/staff/member-holds';
import { MemberLoans } from '../../features/loans/staff/member-loans';
import { MemberPage } from '../../features/members/staff/member-page';

// `admin_` keeps the URL under /admin without the dashboard's sections: one member, full width.
export const Route = createFileRoute('/_staff/admin_/members/$id')({
  component: MemberRoute,
});

function MemberRoute() {
  const { t } = useTranslation(['members-staff', 'errors']);
  const { id } = Route.useParams();
  const memberId = Number(id);
  return (
    <div className={styles.main}>
      <Link to="/admin/members" className={buttonStyles({ variant: 'ghost' })}>
        {t('page.back')}
      </Link>
      {Number.isSafeInteger(memberId) && memberId > 0 ? (
        <MemberPage
          id={memberId}
          loans={
            <>
              <MemberLoans memberId={memberId} />
              <MemberHolds memberId={memberId} />
              <MemberFines memberId={memberId} />
            </>
          }
        />
      ) : (
        <p role="alert">{t('errors:MEMBER_NOT_FOUND')}</p>
      )}
    </div>
  );
}
