import type { Language } from '@app/i18n';
import { Card, CardBody, EmptyText } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { libraryDay, libraryTime } from '../../../lib/dates';
import { useBranchName } from '../../../lib/branch-names';
import { useDefaultText } from '../../../lib/default-text';
import * as styles from './desk.css';
import type { DeskEvent } from './use-desk';

const TONE: Record<DeskEvent['kind'], 'ok' | 'info' | 'refused'> = {
  member: 'info',
  lent: 'ok',
  returned: 'ok',
  held: 'info',
  renewed: 'ok',
  'not-on-loan': 'info',
  refused: 'refused',
};

/** What this session at the desk has done, newest first; refusals say why, in words. */
export function DeskLog({
  events,
  busy,
  language,
  className,
}: {
  events: DeskEvent[];
  busy: boolean;
  language: Language;
  className?: string;
}) {
  const { t } = useTranslation('loans-staff');
  const defaults = useDefaultText();
  const branchName = useBranchName();
  const line = (event: DeskEvent): string => {
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
      case 'refused':
        return t('desk.log.refused', { scanned: event.scanned, message: event.message });
    }
  };
  return (
    <Card className={className}>
      <CardBody>
        <h2 className={styles.subheading}>{t('desk.log.heading')}</h2>
        {busy ? (
          <p className={styles.busy} role="status">
            {t('desk.log.working')}
          </p>
        ) : null}
        {events.length === 0 ? (
          <EmptyText>{t('desk.log.empty')}</EmptyText>
        ) : (
          <ol className={styles.log} aria-live="polite" data-testid="desk-log">
            {events.map((event) => (
              <li
                key={event.id}
                className={styles.logLine[TONE[event.kind]]}
                data-kind={event.kind}
                data-testid="desk-event"
              >
                <time className={styles.logTime} dateTime={event.at.toISOString()}>
                  {libraryTime(event.at, language)}
                </time>
                <span>{line(event)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
