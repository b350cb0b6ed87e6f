import { useTranslation } from 'react-i18next';
import { useMutationToasts, useRefreshAfterChange } from '../../../lib/mutation-feedback';
import { trpc } from '../../../lib/trpc';

/** Create, update and delete an event, with the spec's toasts (§8) and refreshed lists. */
export function useEventMutations() {
  const { t } = useTranslation('events-staff');
  const toasts = useMutationToasts();
  const refresh = useRefreshAfterChange();
  const create = trpc.events.create.useMutation({
    onSuccess: (event) => {
      toasts.success(t('toast.added'), t('toast.addedDescription', { title: event.title }));
      void refresh.events();
    },
    onError: (error) => toasts.failure(t('toast.addFailed'), error),
  });
  const update = trpc.events.update.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.updated'), t('toast.updatedDescription'));
      void refresh.events();
    },
    onError: (error) => toasts.failure(t('toast.updateFailed'), error),
  });
  const remove = trpc.events.delete.useMutation({
    onSuccess: () => {
      toasts.success(t('toast.deleted'));
      void refresh.events();
    },
    onError: (error) => toasts.failure(t('toast.deleteFailed'), error),
  });
  return { create, update, remove };
}
