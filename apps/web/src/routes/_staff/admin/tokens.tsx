import type { Language } from '@app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TokensPanel } from '../../../features/tokens/staff/tokens-panel';

// API tokens: every staff member their own, a super admin everyone's (decision 0047).
export const Route = createFileRoute('/_staff/admin/tokens')({
  component: TokensRoute,
});

function TokensRoute() {
  const { i18n } = useTranslation();
  return <TokensPanel language={i18n.language as Language} />;
}
