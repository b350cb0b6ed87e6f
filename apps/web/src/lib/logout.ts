import { useToast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { forgetKeptAnswers } from './offline-caches';
import { clearStoredUser } from './session';
import { trpc } from './trpc';

/**
 * Ends the session on the server, forgets the stored user and every answer kept on the device
 * (the page's and the service worker's), and goes home.
 */
export function useLogout() {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      // Whatever the network said, this browser is signed out.
      clearStoredUser();
      queryClient.clear();
      await forgetKeptAnswers();
      toast({ title: t('logout.done'), description: t('logout.doneDescription') });
      void navigate({ to: '/' });
    },
  });
  return { logout: () => logout.mutate(), isPending: logout.isPending };
}
