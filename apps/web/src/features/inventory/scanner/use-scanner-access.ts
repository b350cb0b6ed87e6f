import { isStaffRole } from '@app/api-contract/schemas/auth';
import { useToast } from '@app/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredUser } from '../../../lib/session';

/** The signed-in user twice over: as this browser remembers it and as the server knows it. */
export interface ScannerSession {
  stored: StoredUser | null;
  user: StoredUser | null;
}

/**
 * Who may use the scanner (spec §5): librarians and super admins. The stored user decides at
 * once, the server's answer (auth.me) when it arrives; either one naming another role sends
 * the visitor home. The server checks every scan call regardless.
 */
export function useScannerAccess({ stored, user }: ScannerSession) {
  const { t } = useTranslation('inventory');
  const { toast } = useToast();
  const navigate = useNavigate();

  const denied =
    (stored !== null && !isStaffRole(stored.role)) || (user !== null && !isStaffRole(user.role));
  const allowed = !denied && isStaffRole(user?.role ?? stored?.role);

  useEffect(() => {
    if (!denied) return;
    toast({
      // A fixed id: StrictMode's second effect run replaces the toast rather than adding one.
      id: 'scanner-access-denied',
      variant: 'destructive',
      title: t('scanner.access.deniedTitle'),
      description: t('scanner.access.deniedDescription'),
    });
    void navigate({ to: '/' });
  }, [denied, navigate, t, toast]);

  return { allowed, displayName: user?.displayName ?? stored?.displayName ?? null };
}
