import { readDeskScan } from '@app/api-contract/loans/desk-scan';
import { useCallback, useRef, useState } from 'react';
import { useStoredUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import type { Loan } from '../loan';
import { useDeskBorrower } from './use-desk-borrower';
import { useDeskLog } from './use-desk-log';
import { useDeskScans } from './use-desk-scans';

export type { DeskEvent, DeskMember } from './use-desk-log';

/**
 * The circulation desk's state: the member at the desk (if any), the log of this session and
 * the scans waiting on this device for a connection. A member card makes that member the
 * borrower; a copy label lends the copy to them, or, with nobody at the desk, takes the copy
 * back. Scans are handled one after another in the order they came (a barcode gun fires fast).
 * Each lend and return is kept on the device first and sent from there, in order, so one made
 * without a connection waits and goes when it returns (`useDeskScans`, decision 0024); its
 * client id makes the server apply it once however often it is sent.
 */
export function useDesk() {
  const utils = trpc.useUtils();
  const owner = useStoredUser()?.id ?? null;
  const { events, log, refused } = useDeskLog();
  const [pending, setPending] = useState(0);
  const { member, offlineNumber, borrower, readCard, findOfflineBorrower, finish } =
    useDeskBorrower(owner, log, refused);
  const chain = useRef<Promise<void>>(Promise.resolve());

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
  const { waiting, stall, sending, sendWaiting, sendScan } = useDeskScans({
    owner,
    log,
    refused,
    refresh,
    afterSend: findOfflineBorrower,
  });

  const handle = useCallback(
    async (text: string) => {
      const scan = readDeskScan(text);
      if (scan.kind === 'empty') return;
      if (scan.kind === 'member') return readCard(scan.memberNumber);
      const lendTo = borrower.current;
      await sendScan(lendTo ? 'lend' : 'return', scan.sku, lendTo);
    },
    [borrower, readCard, sendScan],
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
    finish,
  };
}
