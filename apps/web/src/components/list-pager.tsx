import { Pagination } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';

export interface ListPagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Every row of the list (the server's count). */
  total: number;
  /** Moves to a page (a new history entry, so Back returns). */
  onPage: (page: number) => void;
  /** Names the pages for screen readers ('Pages of e-books'). */
  label: string;
  className?: string;
}

/** How many pages `total` rows make at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 25–48 of 100,000": which rows of the whole list this page holds. */
export function useShowing(page: number, pageSize: number, shown: number, total: number): string {
  const { t } = useTranslation('common');
  if (shown === 0) return '';
  const from = (page - 1) * pageSize + 1;
  return t('paging.showing', {
    from: formatCount(from),
    to: formatCount(from + shown - 1),
    total: formatCount(total),
  });
}

/** Previous, numbered pages and next, in the reader's language; nothing for a single page. */
export function ListPager({ page, pageSize, total, onPage, label, className }: ListPagerProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      className={className}
      page={page}
      pageCount={pageCount(total, pageSize)}
      onChange={onPage}
      labels={{
        nav: label,
        previous: t('paging.previous'),
        next: t('paging.next'),
        page: (n) => t('paging.page', { page: formatCount(n) }),
      }}
    />
  );
}
