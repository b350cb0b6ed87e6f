import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DueSlipPage } from '../../features/loans/staff/due-slip-page';

// `desk_`: under /desk, but a page of its own (opened beside the desk, which keeps its state).
export const Route = createFileRoute('/_staff/desk_/slip/$id')({
  staticData: { staffScreen: 'desk' },
  component: SlipRoute,
});

function SlipRoute() {
  const { t } = useTranslation('errors');
  const memberId = Number(Route.useParams().id);
  return Number.isSafeInteger(memberId) && memberId > 0 ? (
    <DueSlipPage memberId={memberId} />
  ) : (
    <p role="alert">{t('MEMBER_NOT_FOUND')}</p>
  );
}
