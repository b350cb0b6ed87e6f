import { useCallback, useEffect, useRef } from 'react';
import { isConnectionFailure, newClientId } from '../../../lib/requests';
import { trpc } from '../../../lib/trpc';
import { deskScan, queueDeskScan, useDeskQueue, type QueuedDeskScan } from './desk-queue';
import { returnOutcome, type DeskOutcome } from './use-desk-log';
import { useDeskSender, type DeskAnswer } from './use-desk-sender';

/** Without a device queue (no IndexedDB), a scan that got no answer is sent again this often. */
const RESENDS = 3;
const RESEND_DELAY_MS = 1000;
/** While scans wait, sending them is tried again this often (the `online` event may not come). */
const RETRY_MS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a scan that carries its client id, again after a lost answer, a few times. */
async function withResends<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isConnectionFailure(error) || attempt >= RESENDS) throw error;
      await pause(RESEND_DELAY_MS * 2 ** attempt);
    }
  }
}

interface DeskScansOptions {
  /** The signed-in staff account: whose device queue the scans join (none: sent at once). */
  owner: string | null;
  log: (outcome: DeskOutcome) => void;
  refused: (scanned: string, error: unknown, queuedAt?: Date) => void;
  /** Reads again what the desk's answers changed (loans, copies, counts). */
  refresh: () => unknown;
  /** After each sending: the desk looks up a member whose card was read offline. */
  afterSend: () => Promise<void>;
}

/**
 * The desk's lends and returns: each kept on the device first and sent from there with
 * whatever waited before it, in order (decision 0024). What waits is sent when the desk opens,
 * when the line returns, every little while, and on request; each answer goes to the log, a
 * refusal of a scan that waited with the time it was made.
 */
export function useDeskScans({ owner, log, refused, refresh, afterSend }: DeskScansOptions) {
  const utils = trpc.useUtils();
  const waiting = useDeskQueue(owner);
  /** The scan being sent as it is made; any other answered scan had waited on the device. */
  const direct = useRef<string | null>(null);
  const sentLater = useRef(0);

  const onAnswer = useCallback(
    (scan: QueuedDeskScan, answer: DeskAnswer, retried: boolean) => {
      // A scan made now whose first try went unanswered (the line came back while it was
      // being tried) waited too.
      const waited = retried || scan.clientId !== direct.current;
      if (waited) sentLater.current += 1;
      if (answer.kind === 'lent') log({ kind: 'lent', loan: answer.loan });
      else if (answer.kind === 'returned') log(returnOutcome(answer.result));
      else refused(scan.sku, answer.error, waited ? new Date(scan.queuedAt) : undefined);
    },
    [log, refused],
  );
  const { send, sending, stall } = useDeskSender(owner, onAnswer);

  /** Sends what waits on the device; the log says how many waited scans went. */
  const sendWaiting = useCallback(async () => {
    await send();
    const count = sentLater.current;
    sentLater.current = 0;
    if (count > 0) {
      log({ kind: 'sent', count });
      void refresh();
    }
    await afterSend();
  }, [afterSend, log, refresh, send]);

  /** A lend or return: kept on the device, then sent with whatever waited before it. */
  const sendScan = useCallback(
    async (kind: 'lend' | 'return', sku: string, memberNumber: string | null) => {
      const clientId = newClientId();
      const scannedAt = new Date();
      const scan = owner ? deskScan({ clientId, kind, sku, memberNumber, owner }, scannedAt) : null;
      const kept = scan
        ? await queueDeskScan(scan).then(
            () => true,
            () => false,
          )
        : false;
      if (!scan || !kept) {
        // Nowhere to keep it (no IndexedDB, or an account stored before ids were): sent now.
        try {
          if (kind === 'return') {
            const back = () => utils.client.loans.returnCopy.mutate({ sku, clientId, scannedAt });
            log(returnOutcome(await withResends(back)));
          } else {
            const lend = () =>
              utils.client.loans.lendCopy.mutate({
                memberNumber: memberNumber!,
                sku,
                clientId,
                scannedAt,
              });
            log({ kind: 'lent', loan: await withResends(lend) });
          }
        } catch (error) {
          refused(sku, error);
        }
      } else {
        // Unanswered, it stays in the waiting list the log shows, and goes with the rest.
        direct.current = clientId;
        try {
          await sendWaiting();
        } finally {
          direct.current = null;
        }
      }
      void refresh();
    },
    [log, owner, refresh, refused, sendWaiting, utils],
  );

  // What an earlier visit left is sent on arrival, and whatever waits when the line returns.
  useEffect(() => {
    void sendWaiting();
    const online = () => void sendWaiting();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendWaiting]);

  const waitingCount = waiting.length;
  useEffect(() => {
    if (waitingCount === 0) return;
    const timer = setInterval(() => void sendWaiting(), RETRY_MS);
    return () => clearInterval(timer);
  }, [sendWaiting, waitingCount]);

  return { waiting, stall, sending, sendWaiting, sendScan };
}
