import { Badge, Button, buttonStyles, VisuallyHidden } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../../../lib/format';
import { languageTag, readerPath, type Ebook, type ViewMode } from '../ebook';
import { useEbookDownload } from '../hooks/use-ebook-download';
import * as styles from './ebook-card.css';
import { EbookCover } from './ebook-cover';
import { BookOpenIcon, DownloadIcon, PagesIcon, StarIcon } from './ebook-icons';

/** One e-book: cover, format, title, author, rating, downloads, pages, badges, and its actions. */
export function EbookCard({
  ebook,
  view = 'grid',
  headingLevel = 'h3',
}: {
  ebook: Ebook;
  view?: ViewMode;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('ebooks');
  const { download, downloading } = useEbookDownload();
  const titleId = useId();
  const lang = languageTag(ebook.language);
  const rating = formatRating(Number(ebook.rating));
  const Heading = headingLevel;

  return (
    <article className={styles.card[view]} aria-labelledby={titleId} data-testid="ebook-card">
      <EbookCover ebook={ebook} className={styles.cover[view]} />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title} lang={lang}>
          <Link
            to="/ebooks/$id"
            params={{ id: String(ebook.id) }}
            className={styles.titleLink}
            data-testid="ebook-page-link"
          >
            {ebook.title}
          </Link>
        </Heading>
        <p className={styles.author} lang={lang}>
          {ebook.author}
        </p>
        <ul className={styles.meta}>
          <li className={styles.metaItem}>
            <span className={styles.star}>
              <StarIcon />
            </span>
            <span aria-hidden="true">{rating}/5</span>
            <VisuallyHidden>{t('card.rating', { rating })}</VisuallyHidden>
          </li>
          <li className={styles.metaItem}>
            <DownloadIcon />
            {t('card.downloads', { count: ebook.downloadCount })}
          </li>
          {ebook.totalPages ? (
            <li className={styles.metaItem}>
              <PagesIcon />
              {t('card.pages', { count: ebook.totalPages })}
            </li>
          ) : null}
        </ul>
        <div className={styles.badges}>
          <Badge tone="accent">{t(`genre.${ebook.genre}`)}</Badge>
          <Badge tone="neutral">{t(`language.${ebook.language}`)}</Badge>
        </div>
        {ebook.description ? (
          <p className={styles.description} lang={lang}>
            {ebook.description}
          </p>
        ) : null}
        {view === 'grid' ? (
          <p className={styles.fileInfo}>
            <span>
              <VisuallyHidden>{t('card.fileSize')}: </VisuallyHidden>
              {ebook.fileSize ?? ebook.fileFormat}
            </span>
            <span className={styles.free}>{t('card.freeDownload')}</span>
          </p>
        ) : null}
        <div className={styles.actions}>
          <a
            href={readerPath(ebook.id)}
            target="_blank"
            rel="noopener"
            className={`${buttonStyles({ variant: 'primary', size: 'sm' })} ${styles.action}`}
          >
            <BookOpenIcon />
            {t('card.readOnline')}
            <VisuallyHidden>
              {' '}
              <span lang={lang}>{ebook.title}</span> {t('card.opensInNewTab')}
            </VisuallyHidden>
          </a>
          <Button
            variant="secondary"
            size="sm"
            className={styles.action}
            loading={downloading}
            onClick={() => download(ebook.id)}
          >
            {downloading ? null : <DownloadIcon />}
            {downloading ? t('card.downloading') : t('card.download')}
            <VisuallyHidden>
              {' '}
              <span lang={lang}>{ebook.title}</span>
            </VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}
