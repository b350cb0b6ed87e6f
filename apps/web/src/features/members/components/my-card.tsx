import { Card, CardBody, Skeleton } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useBranchName } from '../../../lib/branch-names';
import { svgDataUrl } from '../../../lib/qr';
import { scriptLanguage } from '../../../lib/script';
import { trpc } from '../../../lib/trpc';
import * as styles from './my-card.css';

/**
 * A signed-in member's own card: their number, its QR code and its Code 128 barcode, which the
 * desk reads from the phone's screen (by camera, or with a USB scanner that reads screens) as
 * from the printed card.
 */
export function MyCard() {
  const { t } = useTranslation('members');
  const localBranch = useBranchName();
  const mine = trpc.members.mine.useQuery();
  if (mine.isPending) return <Skeleton height="160px" />;
  const member = mine.data?.member;
  if (!member) {
    return (
      <Card>
        <CardBody>
          <p className={styles.note}>{t('card.notMember')}</p>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card>
      <CardBody className={styles.card} data-testid="my-card">
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('card.title')}</p>
          <p className={styles.name} lang={scriptLanguage(member.fullName)}>
            {member.fullName}
          </p>
          <p className={styles.number}>{member.memberNumber}</p>
          <img
            className={styles.barcode}
            src={svgDataUrl(member.barcodeSvg)}
            alt={t('card.barcodeAlt', { number: member.memberNumber })}
          />
          <p className={styles.note}>{localBranch(member.branchName)}</p>
          {member.status === 'suspended' ? (
            <p className={styles.suspended} role="status">
              {t('card.suspended')}
            </p>
          ) : (
            <p className={styles.note}>{t('card.hint')}</p>
          )}
        </div>
        <img
          className={styles.qr}
          src={svgDataUrl(member.qrCodeSvg)}
          alt={t('card.qrAlt', { number: member.memberNumber })}
        />
      </CardBody>
    </Card>
  );
}
