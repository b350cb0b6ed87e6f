import type { BookGenre } from '@app/api-contract/schemas/books';
import { Button, Reveal, Skeleton, TextField, VisuallyHidden } from '@app/ui';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
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

const SEARCH_PAUSE_MS = 300;

/**
 * The collection (id collection, "Books" in the menu): a genre filter and a search by title
 * or author, both applied by the server over the whole collection, a page more at a time
 * ("Show more"), and the loading, error ('no books', in red) and loaded states of spec §2, §8.
 */
export function BookCollection() {
  const { t } = useTranslation(['books', 'common']);
  const [genre, setGenre] = useState<(typeof FILTERS)[number]>('all');
  const [query, setQuery] = useState('');
  // The server is asked once typing pauses.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(query.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  const books = useBooks(genre, asked);
  // The list (dozens of cards) renders in an interruptible pass, after typing and clicks.
  const shown = useDeferredValue(books.items);
  const data = books.isPending ? undefined : shown;

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
      {books.isPending || !data ? (
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
      ) : data.length === 0 && !asked ? (
        <p className={styles.empty}>{t('collection.empty')}</p>
      ) : (
        <>
          <p className={styles.count} role="status">
            {data.length === 0
              ? t('collection.noMatch', { query: asked })
              : t('collection.count', { count: books.total, formatted: formatCount(books.total) })}
          </p>
          <Reveal>
            <ul className={styles.grid} data-testid="book-list">
              {data.map((book) => (
                <li key={book.id}>
                  <BookCard book={book} />
                </li>
              ))}
            </ul>
            {books.hasMore || books.loadingMore ? (
              <div className={styles.more}>
                <Button variant="secondary" loading={books.loadingMore} onClick={books.more}>
                  {books.loadingMore ? t('common:paging.loadingMore') : t('collection.more')}
                </Button>
              </div>
            ) : null}
          </Reveal>
        </>
      )}
    </section>
  );
}
