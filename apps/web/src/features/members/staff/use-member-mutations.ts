import { useTranslation } from 'react-i18next';
import { useMutationToasts } from '../../../lib/mutation-feedback';
import { trpc } from '../../../lib/trpc';

/** Register, edit, suspend and re-activate a member, with toasts and refreshed lists. */
export function useMemberMutations() {
  const { t } = useTranslation(['members-staff', 'staff']);
  const toasts = useMutationToasts();
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.members.invalidate(), utils.dashboard.stats.invalidate()]);
  const create = trpc.members.create.useMutation({
    onSuccess: (member) => {
      toasts.success(
        t('toast.registered'),
        t('toast.registeredDescription', { name: member.fullName, number: member.memberNumber }),
      );
      void refresh();
    },
    onError: (error) => toasts.failure(t('toast.registerFailed'), error),
  });
  const update = trpc.members.update.useMutation({
    onSuccess: (member, input) => {
      if (input.status === 'suspended')
        toasts.success(t('toast.suspended', { name: member.fullName }));
      else if (input.status === 'active')
        toasts.success(t('toast.reactivated', { name: member.fullName }));
      else toasts.success(t('toast.updated', { name: member.fullName }));
      void refresh();
    },
    onError: (error) => toasts.failure(t('toast.updateFailed'), error),
  });
  return { create, update };
}
