import { Button, buttonStyles, Card, CardBody } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/connection';
import { newClientId } from '../../../lib/requests';
import { trpc } from '../../../lib/trpc';
import * as styles from './desk.css';
import type { DeskMember } from './use-desk-log';

/**
 * After lending to a member: their due slip, printed (a page of its own, for a receipt printer
 * or A4) or e-mailed in the language they chose for messages. What became of the e-mail is
 * said in the desk's log: on its way, or why it cannot be sent.
 */
export function DeskSlip({
  member,
  onEmailed,
  onRefused,
}: {
  member: DeskMember;
  onEmailed: (email: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('loans-staff');
  const online = useOnline();
  const email = trpc.members.sendDueSlip.useMutation({
    onSuccess: (answer) => onEmailed(answer.email),
    onError: onRefused,
  });
  return (
    <Card>
      <CardBody className={styles.member} data-testid="desk-slip">
        <h2 className={styles.subheading}>{t('desk.slip.heading')}</h2>
        <p className={styles.memberMeta}>{t('desk.slip.text', { name: member.fullName })}</p>
        <div className={styles.slipActions}>
          <Link
            to="/desk/slip/$id"
            params={{ id: String(member.id) }}
            target="_blank"
            rel="noopener"
            className={buttonStyles({ variant: 'secondary' })}
            data-testid="desk-slip-print"
          >
            {t('desk.slip.print')}
          </Link>
          <Button
            variant="secondary"
            loading={email.isPending}
            disabled={!online}
            onClick={() => email.mutate({ id: member.id, requestId: newClientId() })}
            data-testid="desk-slip-email"
          >
            {t('desk.slip.email')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
