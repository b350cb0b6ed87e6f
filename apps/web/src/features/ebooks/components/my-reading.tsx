import type { Language } from '@app/i18n';
import { Card, CardBody, EmptyText } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { libraryDay } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import * as styles from './my-reading.css';

/** A signed-in reader's e-books, latest read first, with how far they are (the account page). */
export function MyReading() {
  const { t, i18n } = useTranslation('ebooks');
  const reading = trpc.ebooks.myReading.useQuery();
  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 className={styles.heading}>{t('myReading.title')}</h2>
        {!reading.data ? null : reading.data.length === 0 ? (
          <EmptyText>{t('myReading.empty')}</EmptyText>
        ) : (
          <ul className={styles.list}>
            {reading.data.map((book) => {
              const percent = Math.round(book.readingProgress);
              return (
                <li key={book.ebookId} className={styles.item} data-testid="my-reading">
                  <div className={styles.text}>
                    <Link
                      to="/ebooks/$id/read"
                      params={{ id: String(book.ebookId) }}
                      className={styles.title}
                    >
                      {book.title}
                    </Link>
                    <span className={styles.meta}>
                      {book.author} ·{' '}
                      {t('myReading.lastRead', {
                        date: libraryDay(book.lastReadAt, i18n.language as Language),
                      })}
                    </span>
                  </div>
                  <div className={styles.progress}>
                    <progress max={100} value={percent} aria-label={t('myReading.progress')} />
                    <span>
                      {book.isFinished
                        ? t('myReading.finished')
                        : t('myReading.percent', { percent })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
