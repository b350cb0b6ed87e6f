import { Button, Skeleton, VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import { useBranchName } from '../../../lib/branch-names';
import { serverMessage } from '../../../lib/errors';
import { sheetsOf } from '../../../lib/sheets';
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

  if (requested.length === 0) {
    return (
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.title}>{t('cards.title')}</h1>
          <p>{t('cards.none')}</p>
        </div>
      </div>
    );
  }
  const items = cards.data ?? [];
  const sheets = sheetsOf(items, CARDS_PER_SHEET);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <h1 className={styles.title}>{t('cards.title')}</h1>
          <p className={styles.instructions}>{t('cards.instructions')}</p>
          {cards.data ? (
            <p className={styles.summary} role="status">
              {t('cards.summary', { count: items.length, sheets: sheets.length })}
            </p>
          ) : null}
        </div>
        <Button size="lg" disabled={!cards.data} onClick={() => window.print()}>
          {t('cards.print')}
        </Button>
      </div>
      {cards.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{serverMessage(cards.error, t) ?? t('cards.failed')}</p>
          <Button variant="secondary" onClick={() => void cards.refetch()}>
            {t('cards.retry')}
          </Button>
        </div>
      ) : !cards.data ? (
        <div className={styles.sheet} aria-busy="true" role="status">
          <VisuallyHidden>{t('cards.preparing')}</VisuallyHidden>
          <ul className={styles.grid} aria-hidden="true">
            {requested.slice(0, CARDS_PER_SHEET).map((id) => (
              <li key={id} className={styles.card}>
                <Skeleton shape="block" className={styles.qr} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        sheets.map((sheet, index) => (
          <section
            key={index}
            className={styles.sheet}
            aria-label={t('cards.sheet', { number: index + 1, total: sheets.length })}
          >
            <ul className={styles.grid}>
              {sheet.map((card) => (
                <Card key={card.id} card={card} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function Card({ card }: { card: MemberCard }) {
  const { t } = useTranslation(['members-staff', 'common']);
  const localBranch = useBranchName();
  return (
    <li className={styles.card} data-testid="member-card">
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
        </div>
        <img
          className={styles.qr}
          src={svgDataUrl(card.qrCodeSvg)}
          alt={t('cards.qrAlt', { number: card.memberNumber })}
        />
      </div>
    </li>
  );
}
