import { useToast } from '@app/ui';
import { TRPCClientError } from '@trpc/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from './errors';
import { trpc } from './trpc';

/** The staff screens' toasts after a change: one at a time (the kit replaces the previous one). */
export function useMutationToasts() {
  const { t } = useTranslation('staff');
  const { toast } = useToast();
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => toast({ title, description }),
      /** A destructive toast with the server's reason, or the generic fallback. */
      failure: (title: string, error: unknown, fallback: string = t('errorFallback')) => {
        toast({
          variant: 'destructive',
          title,
          description: serverMessage(error, t) ?? fallback,
        });
        // A session that ended mid-work: asking again lets useStaffSession send them to /login.
        if (error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED')
          void utils.auth.me.invalidate();
      },
    }),
    [t, toast, utils],
  );
}

/**
 * After a create, update or delete the related lists are fetched again (spec §4): the staff
 * lists, the public pages' lists (same query keys) and the dashboard's figures.
 */
export function useRefreshAfterChange() {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      books: () => Promise.all([utils.books.invalidate(), utils.dashboard.stats.invalidate()]),
      events: () => Promise.all([utils.events.invalidate(), utils.dashboard.stats.invalidate()]),
      ebooks: () => Promise.all([utils.ebooks.invalidate(), utils.dashboard.stats.invalidate()]),
    }),
    [utils],
  );
}
