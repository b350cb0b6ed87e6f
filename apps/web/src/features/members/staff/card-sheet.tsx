import { Skeleton } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import { PrintSheet } from '../../../components/print-sheet';
import { useBranchName } from '../../../lib/branch-names';
import { serverMessage } from '../../../lib/errors';
import { svgDataUrl } from '../../../lib/qr';
import { scriptLanguage } from '../../../lib/script';
import { trpc } from '../../../lib/trpc';
import type { MemberCard } from '../member';
import * as styles from './card-sheet.css';

/** Cards on one A4 sheet: two across, five down, each the size of a bank card. */
export const CARDS_PER_SHEET = 10;
const MAX_CARDS = 200;

/**
 * A printable sheet of member cards, like the copy labels: the library's name in its three
 * scripts, the member's name in their own (set in its Noto font, shaped by the browser), the
 * member number, and the number as a QR code the desk's camera or scanner reads.
 */
export function CardSheet({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('members-staff');
  const requested = ids.slice(0, MAX_CARDS);
  const cards = trpc.members.cards.useQuery({ ids: requested }, { enabled: requested.length > 0 });
  return (
    <PrintSheet
      words={{
        title: t('cards.title'),
        instructions: t('cards.instructions'),
        none: t('cards.none'),
        print: t('cards.print'),
        preparing: t('cards.preparing'),
        retry: t('cards.retry'),
        summary: (count, sheets) => t('cards.summary', { count, sheets }),
        sheet: (number, total) => t('cards.sheet', { number, total }),
      }}
      requested={requested}
      perSheet={CARDS_PER_SHEET}
      items={cards.data}
      failure={cards.isError ? (serverMessage(cards.error, t) ?? t('cards.failed')) : null}
      onRetry={() => void cards.refetch()}
      gridClassName={styles.grid}
      itemClassName={styles.card}
      skeleton={<Skeleton shape="block" className={styles.qr} />}
      renderItem={(card) => <Card card={card} />}
      itemTestId="member-card"
    />
  );
}

function Card({ card }: { card: MemberCard }) {
  const { t } = useTranslation(['members-staff', 'common']);
  const localBranch = useBranchName();
  return (
    <>
      {/* The library's name in all three scripts, whatever the screen's language (DESIGN.md). */}
      <div className={styles.band}>
        <span className={styles.mark}>
          <LibraryMark size={18} />
        </span>
        <span className={styles.names}>
          <span lang="ta">{t('common:library.nameTa')}</span>
          <span lang="si">{t('common:library.nameSi')}</span>
          <span lang="en">{t('common:library.nameEn')}</span>
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.text}>
          <p className={styles.kind}>{t('cards.kind')}</p>
          <p className={styles.name} lang={scriptLanguage(card.fullName)} data-testid="card-name">
            {card.fullName}
          </p>
          <p className={styles.number}>{card.memberNumber}</p>
          <p className={styles.branch}>{localBranch(card.branchName)}</p>
          <img
            className={styles.barcode}
            src={svgDataUrl(card.barcodeSvg)}
            alt={t('cards.barcodeAlt', { number: card.memberNumber })}
          />
        </div>
        <img
          className={styles.qr}
          src={svgDataUrl(card.qrCodeSvg)}
          alt={t('cards.qrAlt', { number: card.memberNumber })}
        />
      </div>
    </>
  );
}
