import { Button, Card, CardBody } from '@app/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './desk.css';

/**
 * A member card read without a connection: only its number is known. Copies scanned now are
 * kept on the device as lends to that number; the member's name and loans show once the
 * connection returns (and a number the library does not know is refused then).
 */
export function DeskOfflineMember({
  memberNumber,
  onFinish,
}: {
  memberNumber: string;
  onFinish: () => void;
}) {
  const { t } = useTranslation('loans-staff');
  return (
    <Card>
      <CardBody className={styles.member} data-testid="desk-member-offline">
        <div>
          <p className={styles.eyebrow}>{t('desk.member.heading')}</p>
          <h2 className={`${styles.memberName} ${styles.mono}`}>{memberNumber}</h2>
        </div>
        <p className={styles.warning} role="status">
          {t('desk.member.offline')}
        </p>
        <div className={styles.memberFooter}>
          <Button variant="secondary" onClick={onFinish} data-testid="desk-finish">
            {t('desk.member.finish')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
