import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useAdminToasts, useDashboardRefresh } from './use-admin-feedback';

/** Create, update and delete an event, with the spec's toasts (§8) and refreshed lists. */
export function useEventMutations() {
  const { t } = useTranslation('admin');
  const toasts = useAdminToasts();
  const refresh = useDashboardRefresh();
  const create = trpc.events.create.useMutation({
    onSuccess: (event) => {
      toasts.success(
        t('events.toast.added'),
        t('events.toast.addedDescription', { title: event.title }),
      );
      void refresh.events();
    },
    onError: (error) => toasts.failure(t('events.toast.addFailed'), error),
  });
  const update = trpc.events.update.useMutation({
    onSuccess: () => {
      toasts.success(t('events.toast.updated'), t('events.toast.updatedDescription'));
      void refresh.events();
    },
    onError: (error) => toasts.failure(t('events.toast.updateFailed'), error),
  });
  const remove = trpc.events.delete.useMutation({
    onSuccess: () => {
      toasts.success(t('events.toast.deleted'));
      void refresh.events();
    },
    onError: (error) => toasts.failure(t('events.toast.deleteFailed'), error),
  });
  return { create, update, remove };
}
