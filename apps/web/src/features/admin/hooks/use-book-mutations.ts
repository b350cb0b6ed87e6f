import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useAdminToasts, useDashboardRefresh } from './use-admin-feedback';

/** Create, update and delete a book, with the spec's toasts (§8) and refreshed lists. */
export function useBookMutations() {
  const { t } = useTranslation('admin');
  const toasts = useAdminToasts();
  const refresh = useDashboardRefresh();
  const create = trpc.books.create.useMutation({
    onSuccess: (book) => {
      toasts.success(
        t('books.toast.added'),
        t('books.toast.addedDescription', { title: book.title }),
      );
      void refresh.books();
    },
    onError: (error) => toasts.failure(t('errorTitle'), error),
  });
  const update = trpc.books.update.useMutation({
    onSuccess: () => {
      toasts.success(t('books.toast.updated'), t('books.toast.updatedDescription'));
      void refresh.books();
    },
    onError: (error) => toasts.failure(t('books.toast.updateFailed'), error),
  });
  const remove = trpc.books.delete.useMutation({
    onSuccess: () => {
      toasts.success(t('books.toast.deleted'));
      void refresh.books();
    },
    onError: (error) => toasts.failure(t('books.toast.deleteFailed'), error),
  });
  return { create, update, remove };
}
