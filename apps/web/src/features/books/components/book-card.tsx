import type { RouterOutputs } from '@app/api-contract';
import { useTranslation } from 'react-i18next';
import * as styles from './book-card.css';

type Book = RouterOutputs['books']['list']['items'][number];

const LANGUAGE_TAGS: Record<string, string> = { English: 'en', Tamil: 'ta', Sinhala: 'si' };

function coverClass(color: string): string {
  return color in styles.coverColor
    ? styles.coverColor[color as keyof typeof styles.coverColor]
    : styles.coverColor.blue;
}

/** A shelf card: a cover in the book's colour with its title in its own script. */
export function BookCard({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  const lang = LANGUAGE_TAGS[book.language] ?? 'en';
  const available = book.available > 0;
  return (
    <article className={styles.card}>
      <div
        className={`${styles.cover} ${coverClass(book.coverColor)}`}
        aria-hidden="true"
        lang={lang}
      >
        {book.title}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} lang={lang}>
          {book.title}
        </h3>
        <p className={styles.author} lang={lang}>
          {book.author}
        </p>
        <span className={available ? styles.badge.available : styles.badge.checkedOut}>
          {available ? t('status.available') : t('status.checkedOut')}
        </span>
      </div>
    </article>
  );
}
