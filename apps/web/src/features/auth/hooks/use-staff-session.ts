import { isStaffRole } from '@app/api-contract/schemas/auth';
import { useToast } from '@app/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearStoredUser, storeUser, useStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/**
 * For staff screens: asks the server who is signed in. A stored user whose session has ended
 * is forgotten and sent to /login; a live session refreshes the stored hint.
 *
 * `refuseNonStaffAtOnce`: the screen itself turns away a stored non-staff user (the scanner sends
 * them home), so the server is not asked; its answer would race that redirect with one to /login.
 */
export function useStaffSession({ refuseNonStaffAtOnce = false } = {}) {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const navigate = useNavigate();
  const stored = useStoredUser();
  const ask = stored !== null && (!refuseNonStaffAtOnce || isStaffRole(stored.role));
  const me = trpc.auth.me.useQuery(undefined, { enabled: ask });
  const serverUser = me.data?.user;

  useEffect(() => {
    if (me.isSuccess && serverUser === null) {
      clearStoredUser();
      toast({ title: t('sessionEnded'), variant: 'destructive' });
      void navigate({ to: '/login' });
    } else if (
      serverUser &&
      (serverUser.role !== stored?.role || serverUser.displayName !== stored?.displayName)
    ) {
      storeUser({ role: serverUser.role, displayName: serverUser.displayName });
    }
  }, [me.isSuccess, serverUser, stored, navigate, t, toast]);

  return { stored, user: serverUser ?? null };
}
