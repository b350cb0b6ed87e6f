import { useTranslation } from 'react-i18next';
import { useMutationToasts, useRefreshAfterChange } from '../../../lib/mutation-feedback';
import { trpc } from '../../../lib/trpc';

/** Create, update and delete an e-book, with the spec's toasts (§8) and refreshed lists. */
export function useEbookMutations() {
  const { t } = useTranslation('ebooks-staff');
  const toasts = useMutationToasts();
  const refresh = useRefreshAfterChange();
  const create = trpc.ebooks.create.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.added'), t('toast.addedDescription'));
      void refresh.ebooks();
    },
    onError: (error) => toasts.failure(t('toast.addFailed'), error),
  });
  const update = trpc.ebooks.update.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.updated'), t('toast.updatedDescription'));
      void refresh.ebooks();
    },
    onError: (error) => toasts.failure(t('toast.updateFailed'), error),
  });
  const remove = trpc.ebooks.delete.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.deleted'), t('toast.deletedDescription'));
      void refresh.ebooks();
    },
    onError: (error) => toasts.failure(t('toast.deleteFailed'), error),
  });
  return { create, update, remove };
}
