import { Badge } from '@app/ui';
import { useState } from 'react';
import { languageTag, type Ebook } from '../ebook';
import * as styles from './ebook-cover.css';

/**
 * The cover picture, or the library's own cover with the title in its script when there is none
 * (or it fails to load). Decorative: the card's heading already names the book.
 */
export function EbookCover({ ebook, className }: { ebook: Ebook; className?: string }) {
  const [failed, setFailed] = useState(false);
  const lang = languageTag(ebook.language);
  const showImage = Boolean(ebook.coverImageUrl) && !failed;
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {showImage ? (
        <img
          className={styles.image}
          src={ebook.coverImageUrl ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          <span className={styles.placeholderTitle} lang={lang}>
            {ebook.title}
          </span>
          <span className={styles.placeholderAuthor} lang={lang}>
            {ebook.author}
          </span>
        </div>
      )}
      <Badge tone="outline" className={styles.format} data-testid="ebook-format">
        {ebook.fileFormat}
      </Badge>
    </div>
  );
}
