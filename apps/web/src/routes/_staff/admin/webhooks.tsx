import type { Language } from '@app/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WebhooksPanel } from '../../../features/webhooks/staff/webhooks-panel';
import { readStoredUser } from '../../../lib/session';

// Webhooks: super admins only (the server refuses anyone else's calls too; decision 0048).
export const Route = createFileRoute('/_staff/admin/webhooks')({
  beforeLoad: () => {
    if (readStoredUser()?.role !== 'super_admin') throw redirect({ to: '/admin/books' });
  },
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const { i18n } = useTranslation();
  return <WebhooksPanel language={i18n.language as Language} />;
}
