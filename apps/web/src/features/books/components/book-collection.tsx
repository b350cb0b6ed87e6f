import type { BookGenre } from '@app/api-contract/schemas/books';
import { Button, Skeleton, VisuallyHidden } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBooks } from '../hooks/use-books';
import * as styles from './book-collection.css';
import { BookCard } from './book-card';

// The home page offers the genres the spec names, in its order.
const FILTERS = [
  'all',
  'history',
  'poetry',
  'technology',
  'science',
  'art',
] as const satisfies readonly (BookGenre | 'all')[];

export function BookCollection() {
  const { t } = useTranslation('books');
  const [genre, setGenre] = useState<(typeof FILTERS)[number]>('all');
  const books = useBooks(genre);

  return (
    <section id="collection" className={styles.section} aria-labelledby="collection-title">
      <h2 id="collection-title" className={styles.heading}>
        {t('collection.title')}
      </h2>
      <p className={styles.subtitle}>{t('collection.subtitle')}</p>
      <div className={styles.filters} role="group" aria-label={t('collection.filterLabel')}>
        {FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={genre === value ? 'primary' : 'secondary'}
            aria-pressed={genre === value}
            onClick={() => setGenre(value)}
          >
            {t(`genre.${value}`)}
          </Button>
        ))}
      </div>
      {books.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('collection.loading')}</VisuallyHidden>
          <ul className={styles.grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton height="180px" />
              </li>
            ))}
          </ul>
        </div>
      ) : books.isError ? (
        <p className={styles.error} role="alert">
          {t('collection.error')}
        </p>
      ) : books.data.length === 0 ? (
        <p>{t('collection.empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="book-list">
          {books.data.map((book) => (
            <li key={book.id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
