import { createFileRoute } from '@tanstack/react-router';
import { LoansTab } from '../../../features/loans/staff/loans-tab';
import { useStoredUser } from '../../../lib/session';

// What is out and what is overdue; a super admin also sets the lending rules.
export const Route = createFileRoute('/_staff/admin/loans')({
  component: LoansRoute,
});

function LoansRoute() {
  return <LoansTab isSuperAdmin={useStoredUser()?.role === 'super_admin'} />;
}
