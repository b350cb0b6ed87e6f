import { Skeleton } from '@app/ui';
import type { ViewMode } from '../ebook';
import * as styles from './ebook-card.css';

/** The shape of an {@link EbookCard} while its list loads (hidden from assistive technology). */
export function EbookCardSkeleton({ view = 'grid' }: { view?: ViewMode }) {
  return (
    <div className={styles.card[view]} aria-hidden="true" data-testid="ebook-skeleton">
      <Skeleton
        shape="block"
        height={view === 'grid' ? '240px' : '132px'}
        className={styles.cover[view]}
      />
      <div className={styles.body}>
        <Skeleton height="1.4em" width="80%" />
        <Skeleton width="50%" />
        <Skeleton width="65%" />
        <Skeleton height="2.6em" />
        <Skeleton shape="block" height="36px" />
      </div>
    </div>
  );
}
