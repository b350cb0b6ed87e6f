import type { RouterOutputs } from '@app/api-contract';
import { readDeskScan } from '@app/api-contract/loans/desk-scan';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { isConnectionFailure, newClientId } from '../../../lib/requests';
import { trpc } from '../../../lib/trpc';
import type { Loan } from '../loan';

export type DeskMember = RouterOutputs['members']['byNumber'];
type Returned = RouterOutputs['loans']['returnCopy'];
type HeldFor = NonNullable<Returned['heldFor']>;

/** What the log says of a return's answer. */
function returnOutcome(result: Returned): DeskOutcome {
  if (!result.returned || !result.loan) return { kind: 'not-on-loan', sku: result.sku };
  return result.heldFor
    ? { kind: 'held', loan: result.loan, heldFor: result.heldFor }
    : { kind: 'returned', loan: result.loan };
}

/** What a scan or a button did. */
type DeskOutcome =
  | { kind: 'member'; member: DeskMember }
  | { kind: 'lent'; loan: Loan }
  | { kind: 'returned'; loan: Loan }
  /** Returned and set aside for the first member waiting: it goes on the hold shelf. */
  | { kind: 'held'; loan: Loan; heldFor: HeldFor }
  | { kind: 'not-on-loan'; sku: string }
  | { kind: 'renewed'; loan: Loan }
  | { kind: 'refused'; scanned: string; message: string };
/** One line of the desk's log. */
export type DeskEvent = DeskOutcome & { id: number; at: Date };

const LOG_LENGTH = 30;
/** A lending scan that got no answer is sent again, with the same client id, this often. */
const RESENDS = 3;
const RESEND_DELAY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The circulation desk's state: the member at the desk (if any) and the log of this session.
 * A member card makes that member the borrower; a copy label lends the copy to them, or,
 * with nobody at the desk, takes the copy back. Scans are handled one after another in the
 * order they came (a barcode gun fires fast), and a lending scan that got no answer is sent
 * again with the same client id, so the server applies it once however often it arrives.
 */
export function useDesk() {
  const { t } = useTranslation(['loans-staff', 'errors']);
  const utils = trpc.useUtils();
  const [member, setMember] = useState<DeskMember | null>(null);
  const [events, setEvents] = useState<DeskEvent[]>([]);
  const [waiting, setWaiting] = useState(0);
  const memberRef = useRef<DeskMember | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(1);
  const lend = trpc.loans.lendCopy.useMutation();
  const giveBack = trpc.loans.returnCopy.useMutation();
  const renew = trpc.loans.renewLoan.useMutation();

  const log = useCallback((outcome: DeskOutcome) => {
    const event = { ...outcome, id: nextId.current++, at: new Date() };
    setEvents((current) => [event, ...current].slice(0, LOG_LENGTH));
  }, []);

  const refused = useCallback(
    (scanned: string, error: unknown) =>
      log({ kind: 'refused', scanned, message: serverMessage(error, t) ?? t('errors:INTERNAL') }),
    [log, t],
  );

  const chooseMember = useCallback((next: DeskMember | null) => {
    memberRef.current = next;
    setMember(next);
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

  const handle = useCallback(
    async (text: string) => {
      const scan = readDeskScan(text);
      if (scan.kind === 'empty') return;
      if (scan.kind === 'member') {
        try {
          const found = await utils.members.byNumber.fetch(
            { memberNumber: scan.memberNumber },
            { staleTime: 0 },
          );
          chooseMember(found);
          log({ kind: 'member', member: found });
        } catch (error) {
          refused(scan.memberNumber, error);
        }
        return;
      }
      const borrower = memberRef.current;
      if (!borrower) {
        try {
          log(returnOutcome(await giveBack.mutateAsync({ sku: scan.sku })));
        } catch (error) {
          refused(scan.sku, error);
        }
        void refresh();
        return;
      }
      const input = { memberNumber: borrower.memberNumber, sku: scan.sku, clientId: newClientId() };
      for (let attempt = 0; ; attempt++) {
        try {
          log({ kind: 'lent', loan: await lend.mutateAsync(input) });
          break;
        } catch (error) {
          if (isConnectionFailure(error) && attempt < RESENDS) {
            await pause(RESEND_DELAY_MS * 2 ** attempt);
            continue;
          }
          refused(scan.sku, error);
          break;
        }
      }
      void refresh();
    },
    [chooseMember, giveBack, lend, log, refresh, refused, utils],
  );

  /** Handles a scan (or typed text) after every scan before it. */
  const submit = useCallback(
    (text: string) => {
      setWaiting((count) => count + 1);
      queue.current = queue.current
        .then(() => handle(text))
        .finally(() => setWaiting((count) => count - 1));
      return queue.current;
    },
    [handle],
  );

  const renewLoan = useCallback(
    async (loan: Loan) => {
      try {
        log({ kind: 'renewed', loan: await renew.mutateAsync({ id: loan.id }) });
      } catch (error) {
        refused(loan.copy.sku, error);
      }
      void refresh();
    },
    [log, refresh, refused, renew],
  );

  const returnLoan = useCallback(
    async (loan: Loan) => {
      try {
        log(returnOutcome(await giveBack.mutateAsync({ sku: loan.copy.sku })));
      } catch (error) {
        refused(loan.copy.sku, error);
      }
      void refresh();
    },
    [giveBack, log, refresh, refused],
  );

  return {
    member,
    events,
    /** Scans not handled yet. */
    busy: waiting > 0,
    submit,
    renewLoan,
    returnLoan,
    /** The member leaves the desk: the next copy scanned is a return again. */
    finish: () => chooseMember(null),
  };
}
