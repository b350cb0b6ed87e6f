import type { RouterOutputs } from '@app/api-contract';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionFailure } from '../../../lib/requests';
import { readStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import {
  isWaiting,
  readDeskQueue,
  removeDeskScan,
  withDeskLock,
  type QueuedDeskScan,
} from './desk-queue';

/** What the server said of a waiting scan. */
export type DeskAnswer =
  | { kind: 'lent'; loan: RouterOutputs['loans']['lendCopy'] }
  | { kind: 'returned'; result: RouterOutputs['loans']['returnCopy'] }
  | { kind: 'refused'; error: unknown };

/** Why the waiting scans stopped being sent: no connection, or no session to send them with. */
export type DeskStall = 'offline' | 'signed-out' | null;

/** The HTTP status of a server's answer (undefined when there was none). */
function statusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
}

/**
 * Whether a failed send should be tried again later rather than shown as a refusal: no answer,
 * the server busy or away (5xx, 429), or a session that ended while the desk was offline
 * (401, 403: the scans wait for their owner to sign in again).
 */
function stallOf(error: unknown): DeskStall {
  if (isConnectionFailure(error)) return 'offline';
  const status = statusOf(error) ?? 0;
  if (status === 401 || status === 403) return 'signed-out';
  return status >= 500 || status === 429 ? 'offline' : null;
}

/**
 * Sends `owner`'s waiting scans, oldest first, one at a time, each removed from the device once
 * the server has answered it (a loan, a return, or a refusal handed to `onAnswer`). A scan
 * whose answer is lost stays and is sent again with the same client id, so the server applies
 * it once, and `onAnswer` is told it was a second try. Stops at the first scan that gets no
 * answer: the rest keep their order. Each carries the time it was scanned: one sent the next
 * day is lent or returned when it was scanned.
 */
export function useDeskSender(
  owner: string | null,
  onAnswer: (scan: QueuedDeskScan, answer: DeskAnswer, retried: boolean) => void,
) {
  const utils = trpc.useUtils();
  const [stall, setStall] = useState<DeskStall>(null);
  const [sending, setSending] = useState(false);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const answered = useRef(onAnswer);
  /** Scans this tab has sent without an answer: one answered later had waited. */
  const unanswered = useRef(new Set<string>());
  useEffect(() => {
    answered.current = onAnswer;
  }, [onAnswer]);

  const sendOnce = useCallback(async () => {
    if (!owner) return;
    let stopped: DeskStall = null;
    await withDeskLock(async () => {
      for (const scan of await readDeskQueue(owner)) {
        // Signed out (in another tab) meanwhile: the scans stay theirs, unsent.
        if (readStoredUser()?.id !== owner) return;
        // Sent by another tab while this one waited for the lock.
        if (!(await isWaiting(scan.clientId))) continue;
        const retried = unanswered.current.has(scan.clientId);
        unanswered.current.add(scan.clientId);
        let answer: DeskAnswer;
        try {
          answer =
            scan.kind === 'lend'
              ? {
                  kind: 'lent',
                  loan: await utils.client.loans.lendCopy.mutate({
                    memberNumber: scan.memberNumber ?? '',
                    sku: scan.sku,
                    clientId: scan.clientId,
                    scannedAt: scan.queuedAt,
                  }),
                }
              : {
                  kind: 'returned',
                  result: await utils.client.loans.returnCopy.mutate({
                    sku: scan.sku,
                    clientId: scan.clientId,
                    scannedAt: scan.queuedAt,
                  }),
                };
        } catch (error) {
          stopped = stallOf(error);
          if (stopped) return;
          answer = { kind: 'refused', error };
        }
        await removeDeskScan(scan.clientId);
        unanswered.current.delete(scan.clientId);
        answered.current(scan, answer, retried);
      }
    });
    setStall(stopped);
  }, [owner, utils]);

  /** Sends what waits; called while a sending runs, it runs once more after it. */
  const send = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    setSending(true);
    running.current = (async () => {
      try {
        do {
          again.current = false;
          await sendOnce();
        } while (again.current);
      } catch (error) {
        console.error('The desk’s waiting scans could not be read', error);
      } finally {
        running.current = null;
        setSending(false);
      }
    })();
    return running.current;
  }, [sendOnce]);

  return { send, sending, stall };
}
