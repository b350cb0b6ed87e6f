import type { Page } from '@app/api-contract/schemas/paging';
import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './loans.css';

/** Previous and next page of a `Page`, and which rows this one shows. */
export function Pager({
  page,
  onOffset,
}: {
  page: Page<unknown>;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('loans-staff');
  if (page.total <= page.limit) return null;
  const last = Math.min(page.offset + page.items.length, page.total);
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={page.offset === 0}
        onClick={() => onOffset(Math.max(0, page.offset - page.limit))}
      >
        {t('pager.previous')}
      </Button>
      <span>{t('pager.showing', { first: page.offset + 1, last, total: page.total })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={last >= page.total}
        onClick={() => onOffset(page.offset + page.limit)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
