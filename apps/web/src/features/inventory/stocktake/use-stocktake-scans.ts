import type { RouterOutputs } from '@app/api-contract';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionFailure } from '../../../lib/requests';
import { readStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { randomUuid } from '../../../lib/uuid';
import {
  isStillQueued,
  queueStocktakeScan,
  readStocktakeQueue,
  removeStocktakeScan,
  useStocktakeQueue,
} from './stocktake-queue';
import { withStocktakeLock } from './stocktake-queue';

export type StocktakeScanAnswer = RouterOutputs['stocktake']['recordScan'];

/** One line of the running list: a code read here, and what the server said of it. */
export interface ScanLine {
  clientScanId: string;
  code: string;
  state: 'sending' | 'done' | 'refused';
  answer?: StocktakeScanAnswer;
  error?: unknown;
}

/** The running list keeps the newest lines; the result counts every scan. */
const SHOWN_LINES = 100;
/** The result is counted again at most this often while scans arrive (it reads every copy). */
const RESULT_REFRESH_MS = 4000;
/** How often waiting scans are tried again while the connection seems down. */
const RETRY_MS = 10_000;

/** Whether a failed send should wait and be tried again (no answer, a busy server, no session). */
function shouldWait(error: unknown): boolean {
  if (isConnectionFailure(error)) return true;
  const status =
    error instanceof TRPCClientError
      ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0)
      : 0;
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

/**
 * The stocktake's scanning: each code is kept on the device first, then sent; the answer (or
 * the refusal) replaces its line's "sending". Scans that get no answer stay on the device and
 * are sent again, in order, with the same id (the server counts each once).
 */
export function useStocktakeScans(stocktakeId: number) {
  const owner = readStoredUser()?.id ?? null;
  const utils = trpc.useUtils();
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [stalled, setStalled] = useState(false);
  const queued = useStocktakeQueue(owner);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const settle = useCallback((clientScanId: string, line: Partial<ScanLine>) => {
    setLines((current) =>
      current.map((l) => (l.clientScanId === clientScanId ? { ...l, ...line } : l)),
    );
  }, []);

  const refreshSoon = useCallback(() => {
    if (refreshTimer.current) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      void utils.stocktake.byId.invalidate({ id: stocktakeId });
    }, RESULT_REFRESH_MS);
  }, [utils, stocktakeId]);

  const sendOnce = useCallback(async () => {
    if (!owner) return;
    let waiting = false;
    await withStocktakeLock(async () => {
      for (const scan of await readStocktakeQueue(owner)) {
        if (!(await isStillQueued(scan.clientScanId))) continue;
        try {
          const answer = await utils.client.stocktake.recordScan.mutate({
            id: scan.stocktakeId,
            code: scan.code,
            clientScanId: scan.clientScanId,
            scannedAt: scan.scannedAt,
          });
          settle(scan.clientScanId, { state: 'done', answer });
        } catch (error) {
          if (shouldWait(error)) {
            waiting = true;
            return;
          }
          settle(scan.clientScanId, { state: 'refused', error });
        }
        await removeStocktakeScan(scan.clientScanId);
      }
    });
    setStalled(waiting);
    if (!waiting) refreshSoon();
  }, [owner, utils, settle, refreshSoon]);

  /** Sends what waits; asked while a sending runs, it runs once more after it. */
  const send = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    running.current = (async () => {
      try {
        do {
          again.current = false;
          await sendOnce();
        } while (again.current);
      } catch (error) {
        console.error('The stocktake’s waiting scans could not be sent', error);
      } finally {
        running.current = null;
      }
    })();
    return running.current;
  }, [sendOnce]);

  const record = useCallback(
    (code: string) => {
      const text = code.trim();
      if (!text || !owner) return;
      const clientScanId = randomUuid();
      setLines((current) =>
        [{ clientScanId, code: text, state: 'sending' as const }, ...current].slice(0, SHOWN_LINES),
      );
      void queueStocktakeScan({
        clientScanId,
        stocktakeId,
        code: text,
        owner,
        scannedAt: new Date().toISOString(),
      }).then(send, (error: unknown) => settle(clientScanId, { state: 'refused', error }));
    },
    [owner, stocktakeId, send, settle],
  );

  // What waits from before (a reload, a closed tab) is sent now, when the line returns, and
  // now and then while it seems down (the browser's online flag is not always told).
  useEffect(() => {
    void send();
    const retry = () => void send();
    window.addEventListener('online', retry);
    const timer = stalled ? setInterval(retry, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', retry);
      if (timer) clearInterval(timer);
    };
  }, [send, stalled]);

  useEffect(
    () => () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    },
    [],
  );

  return { lines, record, waiting: queued.length, stalled };
}
