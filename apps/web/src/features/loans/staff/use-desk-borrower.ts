import { parseMemberNumber } from '@app/api-contract/members/number';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionFailure } from '../../../lib/requests';
import { trpc } from '../../../lib/trpc';
import type { DeskMember, DeskOutcome } from './use-desk-log';

/**
 * The member at the desk: found from their card, or, with no connection, known by the card's
 * number alone (checked on the device) until they can be looked up. `owner`: the staff
 * account whose device queue would keep lends to that number (none: no lending offline).
 */
export function useDeskBorrower(
  owner: string | null,
  log: (outcome: DeskOutcome) => void,
  refused: (scanned: string, error: unknown) => void,
) {
  const { t } = useTranslation(['loans-staff', 'errors']);
  const utils = trpc.useUtils();
  const [member, setMember] = useState<DeskMember | null>(null);
  const [offlineNumber, setOfflineNumber] = useState<string | null>(null);
  /** The borrower's number (a member found, or a card read offline); read by each scan. */
  const borrower = useRef<string | null>(null);
  const offlineBorrower = useRef<string | null>(null);

  const choose = useCallback((next: DeskMember | null, offline: string | null = null) => {
    borrower.current = next?.memberNumber ?? offline;
    offlineBorrower.current = next ? null : offline;
    setMember(next);
    setOfflineNumber(next ? null : offline);
  }, []);

  // The plain client, not React Query's: offline its requests fail at once instead of pausing.
  const find = useCallback(
    async (memberNumber: string) => {
      const found = await utils.client.members.byNumber.query({ memberNumber });
      utils.members.byNumber.setData({ memberNumber: found.memberNumber }, found);
      return found;
    },
    [utils],
  );

  const readCard = useCallback(
    async (scanned: string) => {
      try {
        const found = await find(scanned);
        choose(found);
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
          choose(known);
          return log({ kind: 'member', member: known });
        }
        if (!owner) return refused(scanned, error);
        choose(null, number);
        log({ kind: 'member-offline', memberNumber: number });
      }
    },
    [choose, find, log, owner, refused, t, utils],
  );

  /** A card read offline: the member is looked up once the connection is back. */
  const findOfflineBorrower = useCallback(async () => {
    const number = offlineBorrower.current;
    if (!number) return;
    try {
      const found = await find(number);
      if (offlineBorrower.current !== number) return;
      choose(found);
      log({ kind: 'member', member: found });
    } catch (error) {
      if (isConnectionFailure(error) || offlineBorrower.current !== number) return;
      choose(null);
      refused(number, error);
    }
  }, [choose, find, log, refused]);

  return {
    member,
    offlineNumber,
    borrower,
    readCard,
    findOfflineBorrower,
    /** The member leaves the desk: the next copy scanned is a return again. */
    finish: () => choose(null),
  };
}
