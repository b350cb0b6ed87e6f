import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useAdminToasts, useDashboardRefresh } from './use-admin-feedback';

/** Create, update and delete an e-book, with the spec's toasts (§8) and refreshed lists. */
export function useEbookMutations() {
  const { t } = useTranslation('admin');
  const toasts = useAdminToasts();
  const refresh = useDashboardRefresh();
  const create = trpc.ebooks.create.useMutation({
    onSuccess: () => {
      toasts.success(t('ebooks.toast.added'), t('ebooks.toast.addedDescription'));
      void refresh.ebooks();
    },
    onError: (error) => toasts.failure(t('ebooks.toast.addFailed'), error),
  });
  const update = trpc.ebooks.update.useMutation({
    onSuccess: () => {
      toasts.success(t('ebooks.toast.updated'), t('ebooks.toast.updatedDescription'));
      void refresh.ebooks();
    },
    onError: (error) => toasts.failure(t('ebooks.toast.updateFailed'), error),
  });
  const remove = trpc.ebooks.delete.useMutation({
    onSuccess: () => {
      toasts.success(t('ebooks.toast.deleted'), t('ebooks.toast.deletedDescription'));
      void refresh.ebooks();
    },
    onError: (error) => toasts.failure(t('ebooks.toast.deleteFailed'), error),
  });
  return { create, update, remove };
}
