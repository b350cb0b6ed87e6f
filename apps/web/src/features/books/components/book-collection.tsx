import type { BookGenre } from '@app/api-contract/schemas/books';
import { Button, Reveal, Skeleton, TextField, VisuallyHidden } from '@app/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBooks } from '../hooks/use-books';
import * as styles from './book-collection.css';
import { BookCard } from './book-card';

// The home page offers the genres the spec names, in its order (six, with "all").
const FILTERS = [
  'all',
  'history',
  'poetry',
  'technology',
  'science',
  'art',
] as const satisfies readonly (BookGenre | 'all')[];

/**
 * The collection (id collection, "Books" in the menu): a genre filter the server applies, a
 * search by title or author applied here, and the loading, error ('no books', in red) and
 * loaded states of spec §2 and §8.
 */
export function BookCollection() {
  const { t } = useTranslation('books');
  const [genre, setGenre] = useState<(typeof FILTERS)[number]>('all');
  const [query, setQuery] = useState('');
  const books = useBooks(genre);
  // The list (dozens of cards) renders in an interruptible pass, after typing and clicks.
  const data = useDeferredValue(books.data);
  const deferredQuery = useDeferredValue(query.trim().toLocaleLowerCase());

  const shown = useMemo(() => {
    if (!data) return [];
    if (!deferredQuery) return data;
    return data.filter((book) =>
      `${book.title}\n${book.author}`.toLocaleLowerCase().includes(deferredQuery),
    );
  }, [data, deferredQuery]);

  return (
    <section id="collection" className={styles.section} aria-labelledby="collection-title">
      <h2 id="collection-title" className={styles.heading}>
        {t('collection.title')}
      </h2>
      <p className={styles.subtitle}>{t('collection.subtitle')}</p>
      <div className={styles.tools}>
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
        <TextField
          className={styles.search}
          type="search"
          label={t('collection.searchLabel')}
          placeholder={t('collection.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {books.isPending || (books.isSuccess && !data) ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('collection.loading')}</VisuallyHidden>
          <ul className={styles.grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton height="136px" />
              </li>
            ))}
          </ul>
        </div>
      ) : books.isError ? (
        <p className={styles.error} role="alert">
          {t('collection.error')}
        </p>
      ) : !data || data.length === 0 ? (
        <p className={styles.empty}>{t('collection.empty')}</p>
      ) : (
        <>
          <p className={styles.count} role="status">
            {shown.length === 0
              ? t('collection.noMatch', { query: query.trim() })
              : t('collection.count', { count: shown.length })}
          </p>
          <Reveal>
            <ul className={styles.grid} data-testid="book-list">
              {shown.map((book) => (
                <li key={book.id}>
                  <BookCard book={book} />
                </li>
              ))}
            </ul>
          </Reveal>
        </>
      )}
    </section>
  );
}
