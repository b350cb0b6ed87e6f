import type { RouterOutputs } from '@app/api-contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import type { Loan, ReturnResult } from '../loan';

export type DeskMember = RouterOutputs['members']['byNumber'];
type HeldFor = NonNullable<ReturnResult['heldFor']>;
/** The fine a late return recorded (null: on time, or fines are off). */
type Fine = ReturnResult['fine'];

/** What a scan or a button did. */
export type DeskOutcome =
  | { kind: 'member'; member: DeskMember }
  /** A card read with no connection: only the number is known until it returns. */
  | { kind: 'member-offline'; memberNumber: string }
  | { kind: 'lent'; loan: Loan }
  | { kind: 'returned'; loan: Loan; fine: Fine }
  /** Returned and set aside for the first member waiting: it goes on the hold shelf. */
  | { kind: 'held'; loan: Loan; heldFor: HeldFor; fine: Fine }
  | { kind: 'not-on-loan'; sku: string }
  | { kind: 'renewed'; loan: Loan }
  /** The connection came back and `count` scans that waited were sent. */
  | { kind: 'sent'; count: number }
  | { kind: 'slip-emailed'; email: string }
  /** `queuedAt`: the scan waited on the device, and was refused when it was sent. */
  | { kind: 'refused'; scanned: string; message: string; queuedAt?: Date };
/** One line of the desk's log. */
export type DeskEvent = DeskOutcome & { id: number; at: Date };

const LOG_LENGTH = 30;

/** What the log says of a return's answer, with the fine it recorded if it was late. */
export function returnOutcome(result: ReturnResult): DeskOutcome {
  if (!result.returned || !result.loan) return { kind: 'not-on-loan', sku: result.sku };
  const { loan, fine } = result;
  return result.heldFor
    ? { kind: 'held', loan, heldFor: result.heldFor, fine }
    : { kind: 'returned', loan, fine };
}

/** The desk's log of this session, newest first; refusals in the desk's language. */
export function useDeskLog() {
  const { t } = useTranslation(['loans-staff', 'errors']);
  const [events, setEvents] = useState<DeskEvent[]>([]);
  const nextId = useRef(1);

  const log = useCallback((outcome: DeskOutcome) => {
    const event = { ...outcome, id: nextId.current++, at: new Date() };
    setEvents((current) => [event, ...current].slice(0, LOG_LENGTH));
  }, []);

  const refused = useCallback(
    (scanned: string, error: unknown, queuedAt?: Date) =>
      log({
        kind: 'refused',
        scanned,
        message: serverMessage(error, t) ?? t('errors:INTERNAL'),
        ...(queuedAt ? { queuedAt } : {}),
      }),
    [log, t],
  );

  return { events, log, refused };
}
