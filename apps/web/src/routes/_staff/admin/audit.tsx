import type { Language } from '@app/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuditPanel } from '../../../features/audit/components/audit-panel';
import { readStoredUser } from '../../../lib/session';

// The trail of staff changes: super admins only (the server refuses anyone else's calls too).
export const Route = createFileRoute('/_staff/admin/audit')({
  beforeLoad: () => {
    if (readStoredUser()?.role !== 'super_admin') throw redirect({ to: '/admin/books' });
  },
  component: AuditRoute,
});

function AuditRoute() {
  const { i18n } = useTranslation();
  return <AuditPanel language={i18n.language as Language} />;
}
