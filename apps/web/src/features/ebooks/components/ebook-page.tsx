import { Button, buttonStyles, useToast } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { languageTag, readerPath } from '../ebook';
import { useEbookDownload } from '../hooks/use-ebook-download';
import { useOfflineBooks } from '../hooks/use-offline-books';
import { useShareLink } from '../hooks/use-share-link';
import { EbookCard } from './ebook-card';
import { EbookCover } from './ebook-cover';
import { ArrowLeftIcon, BookOpenIcon, DownloadIcon, OfflineIcon, ShareIcon } from './ebook-icons';
import * as styles from './ebook-page.css';

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/**
 * /ebooks/{id}: one e-book's own page, the address a reader shares. The server has already put
 * its title, description and preview card in the HTML; this draws the page itself.
 */
export function EbookPage({ id }: { id: number }) {
  const { t } = useTranslation('ebooks');
  const valid = Number.isInteger(id) && id > 0;
  const ebook = trpc.ebooks.byId.useQuery({ id }, { enabled: valid });
  const related = trpc.ebooks.related.useQuery({ id }, { enabled: valid && ebook.isSuccess });
  const { download, downloading } = useEbookDownload();
  const share = useShareLink();
  const offline = useOfflineBooks();
  const { toast } = useToast();
  const relatedId = useId();
  const book = ebook.data;

  useEffect(() => {
    if (!book) return;
    const previous = document.title;
    document.title = `${book.title} · ${book.author} · ${t('common:library.name')}`;
    return () => {
      document.title = previous;
    };
  }, [book, t]);

  if (!valid || (ebook.isError && isNotFound(ebook.error))) {
    return (
      <div className={styles.page}>
        <p className={styles.state} role="alert">
          {t('page.notFound')}
        </p>
        <Link to="/ebooks">{t('page.back')}</Link>
      </div>
    );
  }
  if (!book) {
    return (
      <div className={styles.page}>
        {ebook.isError ? (
          <p className={styles.state} role="alert">
            {t('list.error')}{' '}
            <Button variant="secondary" size="sm" onClick={() => void ebook.refetch()}>
              {t('list.retry')}
            </Button>
          </p>
        ) : (
          <p className={styles.state} role="status">
            {t('page.loading')}
          </p>
        )}
      </div>
    );
  }

  const lang = languageTag(book.language);
  const facts: [string, string][] = [
    [t('page.language'), t(`language.${book.language}`)],
    [t('page.format'), book.fileFormat],
    ...(book.fileSize ? ([[t('page.size'), book.fileSize]] as [string, string][]) : []),
    ...(book.totalPages
      ? ([[t('page.pages'), String(book.totalPages)]] as [string, string][])
      : []),
    [t('page.genre'), t(`genre.${book.genre}`)],
    ...(book.publicationYear
      ? ([[t('page.published'), String(book.publicationYear)]] as [string, string][])
      : []),
    ...(book.publisher ? ([[t('page.publisher'), book.publisher]] as [string, string][]) : []),
  ];

  return (
    <div className={styles.page}>
      <Link to="/ebooks" className={styles.back}>
        <ArrowLeftIcon />
        {t('page.back')}
      </Link>
      <article className={styles.layout} aria-labelledby="ebook-title">
        <EbookCover ebook={book} className={styles.cover} />
        <div>
          <h1 id="ebook-title" className={styles.title} lang={lang}>
            {book.title}
          </h1>
          <p className={styles.author} lang={lang}>
            {book.author}
          </p>
          {offline.has(book.id) ? (
            <p className={styles.offline} data-testid="offline-badge">
              <OfflineIcon /> {t('page.offline')}
            </p>
          ) : null}
          <p className={styles.description} lang={book.description ? lang : undefined}>
            {book.description || t('page.noDescription')}
          </p>
          <h2 className={styles.detailsTitle}>{t('page.details')}</h2>
          <dl className={styles.facts}>
            {facts.map(([name, value]) => (
              <div key={name}>
                <dt className={styles.factName}>{name}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <a
              href={readerPath(book.id)}
              className={buttonStyles({ variant: 'primary' })}
              data-testid="read-ebook"
            >
              <BookOpenIcon />
              {t('page.read')}
            </a>
            <Button variant="secondary" loading={downloading} onClick={() => download(book.id)}>
              {downloading ? null : <DownloadIcon />}
              {downloading ? t('card.downloading') : t('card.download')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                share({
                  title: book.title,
                  text: `${book.title} · ${book.author}`,
                  url: `${window.location.origin}/ebooks/${book.id}`,
                }).catch(() => toast({ variant: 'destructive', title: t('page.copyFailed') }));
              }}
            >
              <ShareIcon />
              {t('page.share')}
            </Button>
          </div>
        </div>
      </article>
      {related.data && related.data.length > 0 ? (
        <section className={styles.related} aria-labelledby={relatedId}>
          <h2 id={relatedId} className={styles.relatedTitle}>
            {t('page.related')}
          </h2>
          <ul className={styles.relatedGrid} data-testid="related-ebooks">
            {related.data.map((item) => (
              <li key={item.id}>
                <EbookCard ebook={item} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
