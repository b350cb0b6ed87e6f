import { isStaffRole } from '@app/api-contract/schemas/auth';
import { useToast } from '@app/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearStoredUser, storeUser, useStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/** Who is at a staff screen, as far as this browser and the server have said so far. */
export interface StaffSession {
  /** The name to greet: the server's once it has answered, the stored hint until then. */
  displayName: string | null;
  /**
   * Whether the screens may show: the stored user is staff and the server has not said
   * otherwise. Shown at once (the scanner works offline, decision 0029); the server checks
   * every call regardless.
   */
  allowed: boolean;
  /** A patron (stored or as the server knows them) at a staff screen: they are sent home. */
  refused: boolean;
}

/**
 * The one check of the staff screens (the `_staff` layout route runs it for all of them).
 * The server is asked who is signed in: a stored user whose session has ended is forgotten
 * and sent to /login; a live session refreshes the stored hint. A stored patron is refused at
 * once, without asking: the server's answer would race that with a redirect to /login.
 */
export function useStaffSession(): StaffSession {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const navigate = useNavigate();
  const stored = useStoredUser();
  const storedStaff = stored !== null && isStaffRole(stored.role);
  const me = trpc.auth.me.useQuery(undefined, { enabled: storedStaff });
  const serverUser = me.data?.user;

  useEffect(() => {
    if (me.isSuccess && serverUser === null) {
      clearStoredUser();
      toast({ title: t('sessionEnded'), variant: 'destructive' });
      void navigate({ to: '/login' });
    } else if (
      serverUser &&
      (serverUser.role !== stored?.role ||
        serverUser.displayName !== stored?.displayName ||
        serverUser.id !== stored?.id)
    ) {
      storeUser({ role: serverUser.role, displayName: serverUser.displayName, id: serverUser.id });
    }
  }, [me.isSuccess, serverUser, stored, navigate, t, toast]);

  const refused =
    (stored !== null && !storedStaff) || (serverUser != null && !isStaffRole(serverUser.role));
  return {
    displayName: serverUser?.displayName ?? stored?.displayName ?? null,
    allowed: storedStaff && !refused,
    refused,
  };
}
