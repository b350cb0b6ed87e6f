import type { Language } from '@app/i18n';
import { ConfirmDialog } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { InventoryActions } from './use-inventory-actions';

/**
 * Asks before a copy is rejected (archived): it leaves the review list and is no longer lent,
 * which a stray tap beside Verify must not do. Closes once the server has answered.
 */
export function RejectConfirmation({
  copy,
  language,
  actions,
  onClose,
}: {
  copy: { id: number; title: string } | null;
  language: Language;
  actions: InventoryActions;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory', { lng: language });
  if (!copy) return null;
  return (
    <ConfirmDialog
      eyebrow={t('rejectConfirm.eyebrow')}
      title={t('rejectConfirm.title', { title: copy.title })}
      message={t('rejectConfirm.message')}
      confirmLabel={t('actions.reject')}
      cancelLabel={t('rejectConfirm.cancel')}
      closeLabel={t('actions.close')}
      pending={actions.reject.isPending}
      onClose={onClose}
      onConfirm={() =>
        actions.reject.mutate({ id: copy.id, status: 'ARCHIVED' }, { onSettled: onClose })
      }
    />
  );
}
