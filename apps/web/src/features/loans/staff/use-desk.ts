import { readDeskScan } from '@app/api-contract/loans/desk-scan';
import { parseMemberNumber } from '@app/api-contract/members/number';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionFailure, newClientId } from '../../../lib/requests';
import { useStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import type { Loan } from '../loan';
import { deskScan, queueDeskScan, useDeskQueue, type QueuedDeskScan } from './desk-queue';
import { returnOutcome, useDeskLog, type DeskMember } from './use-desk-log';
import { useDeskSender, type DeskAnswer } from './use-desk-sender';

export type { DeskEvent, DeskMember } from './use-desk-log';

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

/**
 * The circulation desk's state: the member at the desk (if any), the log of this session and
 * the scans waiting on this device for a connection. A member card makes that member the
 * borrower; a copy label lends the copy to them, or, with nobody at the desk, takes the copy
 * back. Scans are handled one after another in the order they came (a barcode gun fires fast).
 * Each lend and return is kept on the device first and sent from there, in order, so one made
 * without a connection waits and goes when it returns (decision 0024); its client id makes
 * the server apply it once however often it is sent.
 */
export function useDesk() {
  const { t } = useTranslation(['loans-staff', 'errors']);
  const utils = trpc.useUtils();
  const owner = useStoredUser()?.id ?? null;
  const waiting = useDeskQueue(owner);
  const { events, log, refused } = useDeskLog();
  const [member, setMember] = useState<DeskMember | null>(null);
  const [offlineNumber, setOfflineNumber] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  /** The borrower's number (a member found, or a card read offline); the latter on its own. */
  const borrower = useRef<string | null>(null);
  const offlineBorrower = useRef<string | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  /** The scan being sent as it is made; any other answered scan had waited on the device. */
  const direct = useRef<string | null>(null);
  const sentLater = useRef(0);

  const chooseMember = useCallback((next: DeskMember | null, offline: string | null = null) => {
    borrower.current = next?.memberNumber ?? offline;
    offlineBorrower.current = next ? null : offline;
    setMember(next);
    setOfflineNumber(next ? null : offline);
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        utils.loans.invalidate(),
        utils.members.invalidate(),
        utils.inventory.invalidate(),
        utils.books.invalidate(),
        utils.dashboard.stats.invalidate(),
      ]),
    [utils],
  );

  // The plain client, not React Query's: offline its requests fail at once instead of pausing.
  const findMember = useCallback(
    async (memberNumber: string) => {
      const found = await utils.client.members.byNumber.query({ memberNumber });
      utils.members.byNumber.setData({ memberNumber: found.memberNumber }, found);
      return found;
    },
    [utils],
  );

  const onAnswer = useCallback(
    (scan: QueuedDeskScan, answer: DeskAnswer) => {
      const waited = scan.clientId !== direct.current;
      if (waited) sentLater.current += 1;
      if (answer.kind === 'lent') log({ kind: 'lent', loan: answer.loan });
      else if (answer.kind === 'returned') log(returnOutcome(answer.result));
      else refused(scan.sku, answer.error, waited ? new Date(scan.queuedAt) : undefined);
    },
    [log, refused],
  );
  const { send, sending, stall } = useDeskSender(owner, onAnswer);

  /** A card read offline: the member is looked up once the connection is back. */
  const findOfflineBorrower = useCallback(async () => {
    const number = offlineBorrower.current;
    if (!number) return;
    try {
      const found = await findMember(number);
      if (offlineBorrower.current !== number) return;
      chooseMember(found);
      log({ kind: 'member', member: found });
    } catch (error) {
      if (isConnectionFailure(error) || offlineBorrower.current !== number) return;
      chooseMember(null);
      refused(number, error);
    }
  }, [chooseMember, findMember, log, refused]);

  /** Sends what waits on the device; the log says how many waited scans went. */
  const sendWaiting = useCallback(async () => {
    await send();
    const count = sentLater.current;
    sentLater.current = 0;
    if (count > 0) {
      log({ kind: 'sent', count });
      void refresh();
    }
    await findOfflineBorrower();
  }, [findOfflineBorrower, log, refresh, send]);

  /** A lend or return: kept on the device, then sent with whatever waited before it. */
  const sendScan = useCallback(
    async (kind: 'lend' | 'return', sku: string, memberNumber: string | null) => {
      const clientId = newClientId();
      const scan = owner ? deskScan({ clientId, kind, sku, memberNumber, owner }) : null;
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
            const back = () => utils.client.loans.returnCopy.mutate({ sku, clientId });
            log(returnOutcome(await withResends(back)));
          } else {
            const lend = () =>
              utils.client.loans.lendCopy.mutate({ memberNumber: memberNumber!, sku, clientId });
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

  const readCard = useCallback(
    async (scanned: string) => {
      try {
        const found = await findMember(scanned);
        chooseMember(found);
        log({ kind: 'member', member: found });
      } catch (error) {
        if (!isConnectionFailure(error)) return refused(scanned, error);
        const number = parseMemberNumber(scanned);
        if (!number) {
          const message = t('errors:MEMBER_NUMBER_INVALID', { memberNumber: scanned });
          return log({ kind: 'refused', scanned, message });
        }
        // Offline: a member seen this session is known; any other lends by number alone.
        const known = utils.members.byNumber.getData({ memberNumber: number });
        if (known) {
          chooseMember(known);
          return log({ kind: 'member', member: known });
        }
        if (!owner) return refused(scanned, error);
        chooseMember(null, number);
        log({ kind: 'member-offline', memberNumber: number });
      }
    },
    [chooseMember, findMember, log, owner, refused, t, utils],
  );

  const handle = useCallback(
    async (text: string) => {
      const scan = readDeskScan(text);
      if (scan.kind === 'empty') return;
      if (scan.kind === 'member') return readCard(scan.memberNumber);
      const lendTo = borrower.current;
      await sendScan(lendTo ? 'lend' : 'return', scan.sku, lendTo);
    },
    [readCard, sendScan],
  );

  /** Handles a scan (or typed text) after every scan before it. */
  const submit = useCallback(
    (text: string) => {
      setPending((count) => count + 1);
      chain.current = chain.current
        .then(() => handle(text))
        .finally(() => setPending((count) => count - 1));
      return chain.current;
    },
    [handle],
  );

  const renewLoan = useCallback(
    async (loan: Loan) => {
      try {
        log({ kind: 'renewed', loan: await utils.client.loans.renewLoan.mutate({ id: loan.id }) });
      } catch (error) {
        refused(loan.copy.sku, error);
      }
      void refresh();
    },
    [log, refresh, refused, utils],
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

  return {
    member,
    /** A card read without a connection: the number, until the member can be looked up. */
    offlineMemberNumber: offlineNumber,
    events,
    /** Scans not handled yet. */
    busy: pending > 0,
    /** This account's lends and returns kept on the device until the server has them. */
    waiting,
    /** Why the waiting scans are not going: no connection, or no session. */
    stall,
    sending,
    sendWaiting,
    submit,
    renewLoan,
    returnLoan: (loan: Loan) => sendScan('return', loan.copy.sku, null),
    log,
    refused,
    /** The member leaves the desk: the next copy scanned is a return again. */
    finish: () => chooseMember(null),
  };
}
