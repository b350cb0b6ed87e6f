import type { Language } from '@app/i18n';
import { Card, CardBody, EmptyText } from '@app/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDay, libraryTime } from '../../../lib/dates';
import { useBranchName } from '../../../lib/branch-names';
import { useDefaultText } from '../../../lib/default-text';
import { formatRupees } from '../../../lib/money';
import * as styles from './desk.css';
import type { DeskEvent } from './use-desk';

const TONE: Record<DeskEvent['kind'], 'ok' | 'info' | 'refused' | 'waiting'> = {
  member: 'info',
  'member-offline': 'waiting',
  sent: 'ok',
  'slip-emailed': 'ok',
  lent: 'ok',
  returned: 'ok',
  held: 'info',
  renewed: 'ok',
  'not-on-loan': 'info',
  refused: 'refused',
};

/** The log's sentence for one event, in the desk's language. */
function useDeskLine(language: Language): (event: DeskEvent) => string {
  const { t } = useTranslation('loans-staff');
  const defaults = useDefaultText();
  const branchName = useBranchName();
  return (event: DeskEvent): string => {
    switch (event.kind) {
      case 'member':
        return t('desk.log.member', {
          name: event.member.fullName,
          number: event.member.memberNumber,
        });
      case 'lent':
        return t('desk.log.lent', {
          title: defaults.title(event.loan.copy.title),
          name: event.loan.member.fullName,
          date: libraryDay(event.loan.dueDate, language),
        });
      case 'returned':
        return event.loan.daysLate > 0
          ? t('desk.log.returnedLate', {
              title: defaults.title(event.loan.copy.title),
              name: event.loan.member.fullName,
              count: event.loan.daysLate,
            })
          : t('desk.log.returned', {
              title: defaults.title(event.loan.copy.title),
              name: event.loan.member.fullName,
            });
      case 'held':
        return t('desk.log.held', {
          title: defaults.title(event.loan.copy.title),
          name: event.loan.member.fullName,
          holder: event.heldFor.memberName,
          number: event.heldFor.memberNumber,
          branch: branchName(event.heldFor.pickupBranchName),
        });
      case 'renewed':
        return t('desk.log.renewed', {
          title: defaults.title(event.loan.copy.title),
          date: libraryDay(event.loan.dueDate, language),
        });
      case 'not-on-loan':
        return t('desk.log.notOnLoan', { sku: event.sku });
      case 'member-offline':
        return t('desk.log.memberOffline', { number: event.memberNumber });
      case 'sent':
        return t('desk.log.sent', { count: event.count });
      case 'slip-emailed':
        return t('desk.log.slipEmailed', { email: event.email });
      case 'refused':
        return event.queuedAt
          ? t('desk.log.refusedQueued', {
              scanned: event.scanned,
              time: libraryTime(event.queuedAt, language),
              message: event.message,
            })
          : t('desk.log.refused', { scanned: event.scanned, message: event.message });
    }
  };
}

/** What a late return's line adds: its days late and the fine recorded, in the reader's money. */
function useFineLine(language: Language): (event: DeskEvent) => string | null {
  const { t } = useTranslation('loans-staff');
  return (event: DeskEvent) => {
    if ((event.kind !== 'returned' && event.kind !== 'held') || !event.fine) return null;
    return t('desk.log.fine', {
      count: event.fine.daysLate,
      amount: formatRupees(event.fine.amount, language),
    });
  };
}

/**
 * What this session at the desk has done, newest first; refusals say why, in words. `waiting`
 * is shown above it: the scans kept on the device for a connection.
 */
export function DeskLog({
  events,
  busy,
  language,
  waiting,
  className,
}: {
  events: DeskEvent[];
  busy: boolean;
  language: Language;
  waiting?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('loans-staff');
  const line = useDeskLine(language);
  const fineLine = useFineLine(language);
  return (
    <Card className={className}>
      <CardBody>
        <h2 className={styles.subheading}>{t('desk.log.heading')}</h2>
        {waiting}
        {busy ? (
          <p className={styles.busy} role="status">
            {t('desk.log.working')}
          </p>
        ) : null}
        {events.length === 0 ? (
          <EmptyText>{t('desk.log.empty')}</EmptyText>
        ) : (
          <ol className={styles.log} aria-live="polite" data-testid="desk-log">
            {events.map((event) => {
              const fine = fineLine(event);
              return (
                <li
                  key={event.id}
                  className={styles.logLine[TONE[event.kind]]}
                  data-kind={event.kind}
                  data-testid="desk-event"
                >
                  <time className={styles.logTime} dateTime={event.at.toISOString()}>
                    {libraryTime(event.at, language)}
                  </time>
                  <span>
                    {line(event)}
                    {fine ? (
                      <span className={styles.logFine} data-testid="desk-event-fine">
                        {fine}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
