import { useTranslation } from 'react-i18next';
import { useMutationToasts, useRefreshAfterChange } from '../../../lib/mutation-feedback';
import { trpc } from '../../../lib/trpc';

/** Create, update and delete a book, with the spec's toasts (§8) and refreshed lists. */
export function useBookMutations() {
  const { t } = useTranslation(['books-staff', 'staff']);
  const toasts = useMutationToasts();
  const refresh = useRefreshAfterChange();
  const create = trpc.books.create.useMutation({
    onSuccess: (book) => {
      toasts.success(t('toast.added'), t('toast.addedDescription', { title: book.title }));
      void refresh.books();
    },
    onError: (error) => toasts.failure(t('staff:errorTitle'), error),
  });
  const update = trpc.books.update.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.updated'), t('toast.updatedDescription'));
      void refresh.books();
    },
    onError: (error) => toasts.failure(t('toast.updateFailed'), error),
  });
  const remove = trpc.books.delete.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.deleted'));
      void refresh.books();
    },
    onError: (error) => toasts.failure(t('toast.deleteFailed'), error),
  });
  return { create, update, remove };
}
