import { Button } from './button';
import * as styles from './pagination.css';

/** The words of a {@link Pagination}, in the reader's language. */
export interface PaginationLabels {
  /** Names the navigation landmark ('Pages of e-books'). */
  nav: string;
  previous: string;
  next: string;
  /** A page button's accessible name ('Page 4'). */
  page: (page: number) => string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** A page was chosen (the app moves there: a new history entry, so Back returns). */
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** Page numbers either side of the current one (the first and last always show). */
  around?: number;
  className?: string;
}

/**
 * The page numbers shown: first, last, and `2 × around + 1` pages about the current one (as
 * many at either end of the list); null is a gap.
 */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const shown = new Set([1, pageCount]);
  const start = Math.max(1, Math.min(page - around, pageCount - 2 * around));
  for (let n = start; n <= Math.min(pageCount, start + 2 * around); n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous === 2) result.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push(null);
    result.push(n);
  }
  return result;
}

function formatPage(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Previous, numbered pages (first, last, the current and its neighbours, gaps between) and
 * next, as a navigation landmark; the current page is marked `aria-current="page"`. Renders
 * nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  labels,
  around = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {labels.previous}
      </Button>
      <ul className={styles.pages}>
        {pageWindow(page, pageCount, around).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Button
                variant={n === page ? 'primary' : 'ghost'}
                size="sm"
                className={styles.pageButton}
                aria-label={labels.page(n)}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => n !== page && onChange(n)}
              >
                {formatPage(n)}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {labels.next}
      </Button>
    </nav>
  );
}
