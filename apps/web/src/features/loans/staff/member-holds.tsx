import type { Language } from '@app/i18n';
import { Card, CardBody, EmptyText } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { libraryDay } from '../../../lib/dates';
import { useDefaultText } from '../../../lib/default-text';
import { trpc } from '../../../lib/trpc';
import * as styles from './loans.css';

/**
 * On a member's page: their reservations (ready on the hold shelf, or their place in a queue)
 * and what the library has e-mailed them, or why it could not (mail off, no address, opted out).
 */
export function MemberHolds({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('loans-staff');
  const language = i18n.language as Language;
  const defaults = useDefaultText();
  const holds = trpc.holds.list.useQuery({ memberId, state: 'open' });
  const messages = trpc.holds.messagesFor.useQuery({ memberId });
  return (
    <Card>
      <CardBody>
        <h2 className={styles.subheading}>{t('member.holds')}</h2>
        {holds.data && holds.data.total === 0 ? <EmptyText>{t('member.noHolds')}</EmptyText> : null}
        <ul className={styles.plainList}>
          {holds.data?.items.map((hold) => (
            <li key={hold.id} data-testid="member-hold">
              <strong>{defaults.title(hold.title.title)}</strong>
              {' · '}
              {hold.status === 'ready' && hold.expiresAt
                ? t('member.holdReady', {
                    branch: branchName(hold.pickupBranch, language),
                    date: libraryDay(hold.expiresAt, language),
                  })
                : t('member.holdWaiting', { position: hold.position })}
            </li>
          ))}
        </ul>
        <h3 className={styles.subheading}>{t('member.messages')}</h3>
        {messages.data && messages.data.length === 0 ? (
          <EmptyText>{t('member.noMessages')}</EmptyText>
        ) : null}
        <ul className={styles.plainList}>
          {messages.data?.map((message) => (
            <li key={message.id} data-testid="member-message">
              {libraryDay(message.createdAt, language)} · {t(`messageKind.${message.kind}`)} ·{' '}
              {t(`messageStatus.${message.status}`)}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
