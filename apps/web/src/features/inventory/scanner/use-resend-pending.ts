import { useToast } from '@app/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { isConnectionFailure } from '../../../lib/requests';
import {
  isPending,
  readPendingScans,
  removePendingScan,
  withSendingLock,
} from './pending-scan-queue';

/**
 * Sends the scans that waited for a connection, oldest first, when the screen opens, when the
 * browser comes back online and on request: one tab at a time, each scan removed from the
 * device once the server has answered it. Should an answer be lost on the way, the server
 * recognises the scan by its client scan id, so sending it again never adds a second copy.
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
      await withSendingLock(async () => {
        for (const scan of await readPendingScans()) {
          // Sent by another tab while this one waited for its turn.
          if (!(await isPending(scan.clientScanId))) continue;
          try {
            await utils.client.inventory.processScan.mutate({
              isbn: scan.isbn,
              scanType: scan.scanType,
              clientScanId: scan.clientScanId,
            });
            await removePendingScan(scan.clientScanId);
            sent += 1;
          } catch (error) {
            // Still offline: keep this one and the rest for the next attempt.
            if (isConnectionFailure(error)) break;
            await removePendingScan(scan.clientScanId);
            toast({
              variant: 'destructive',
              title: t('scanner.result.failedTitle'),
              description: `${scan.isbn}: ${serverMessage(error, t) ?? t('scanner.result.failedDescription')}`,
            });
          }
        }
      });
    } catch (error) {
      console.error('Waiting scans could not be read', error);
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
