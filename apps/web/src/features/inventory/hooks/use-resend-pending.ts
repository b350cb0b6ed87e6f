import { useToast } from '@app/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { isConnectionFailure } from '../../../lib/requests';
import { readPendingScans, removePendingScan } from './pending-scans';

/**
 * Sends the scans that waited for a connection, oldest first, when the screen opens, when the
 * browser comes back online and on request. The server recognises a scan it already saved by
 * its client scan id, so sending twice never adds a second copy.
 */
export function useResendPending() {
  const { t } = useTranslation('inventory');
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [sending, setSending] = useState(false);
  const running = useRef(false);

  const sendAll = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSending(true);
    let sent = 0;
    try {
      for (const scan of readPendingScans()) {
        try {
          await utils.client.inventory.processScan.mutate({
            isbn: scan.isbn,
            scanType: scan.scanType,
            clientScanId: scan.clientScanId,
          });
          removePendingScan(scan.clientScanId);
          sent += 1;
        } catch (error) {
          // Still offline: keep this one and the rest for the next attempt.
          if (isConnectionFailure(error)) break;
          removePendingScan(scan.clientScanId);
          toast({
            variant: 'destructive',
            title: t('scanner.result.failedTitle'),
            description: `${scan.isbn}: ${serverMessage(error, t) ?? t('scanner.result.failedDescription')}`,
          });
        }
      }
    } finally {
      running.current = false;
      setSending(false);
      void utils.inventory.scanHistory.invalidate();
      void utils.inventory.stats.invalidate();
    }
    if (sent > 0) toast({ title: t('scanner.pending.sentTitle', { count: sent }) });
  }, [t, toast, utils]);

  useEffect(() => {
    void sendAll();
    const online = () => void sendAll();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendAll]);

  return { sendAll, sending };
}
