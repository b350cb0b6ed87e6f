import type { RouterOutputs } from '@app/api-contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDefaultText } from '../../../lib/default-text';
import * as styles from './book-card.css';

type Book = RouterOutputs['books']['list']['items'][number];

export const LANGUAGE_TAGS: Record<string, string> = { English: 'en', Tamil: 'ta', Sinhala: 'si' };

export function coverClass(color: string): string {
  return color in styles.coverColor
    ? styles.coverColor[color as keyof typeof styles.coverColor]
    : styles.coverColor.blue;
}

/**
 * A title's cover: the one the library fetched, or a block in the book's colour with its title
 * in its own script.
 */
export function BookCover({ book, large = false }: { book: Book; large?: boolean }) {
  const lang = LANGUAGE_TAGS[book.language] ?? 'en';
  const size = large ? styles.coverLarge : '';
  if (book.coverUrl) {
    return (
      <img
        className={`${styles.cover} ${styles.coverImage} ${size}`}
        src={book.coverUrl}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <div
      className={`${styles.cover} ${coverClass(book.coverColor)} ${size}`}
      aria-hidden="true"
      lang={lang}
    >
      {book.title}
    </div>
  );
}

/**
 * A shelf card: the cover, the title in its own script, and whether a copy is in. For a title
 * with scanned copies, how many of them are on the shelf (docs/decisions/0022).
 */
export function BookCard({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  const defaults = useDefaultText();
  const lang = LANGUAGE_TAGS[book.language] ?? 'en';
  const available = book.onShelf > 0;
  return (
    <article className={styles.card} data-testid="book-card">
      <BookCover book={book} />
      <div className={styles.body}>
        <h3 className={styles.title} lang={lang}>
          <Link to="/books/$id" params={{ id: String(book.id) }} className={styles.link}>
            {defaults.title(book.title)}
          </Link>
        </h3>
        <p className={styles.author} lang={lang}>
          {defaults.author(book.author)}
        </p>
        {book.copyCount > 0 ? (
          <p className={styles.copies} data-testid="book-copies">
            {t('copies.onShelf', { count: book.onShelf, total: book.copyCount })}
          </p>
        ) : null}
        <span
          className={available ? styles.badge.available : styles.badge.checkedOut}
          data-testid="book-status"
        >
          {available ? t('status.available') : t('status.checkedOut')}
        </span>
      </div>
    </article>
  );
}
