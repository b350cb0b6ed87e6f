import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { languageTag, readerPath } from '../ebook';
import type { OfflineBook } from '../offline-books';
import { ReaderPanel } from './reader-panel';
import * as styles from './reader-panels.css';

/** The books kept on this device for reading without a connection. */
export function ReaderOfflineBooks({
  books,
  onRemove,
  onClose,
}: {
  books: OfflineBook[];
  onRemove: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ebooks-reader', 'ebooks']);
  return (
    <ReaderPanel
      title={t('reader.offlineBooks')}
      closeLabel={t('reader.closePanel')}
      onClose={onClose}
    >
      {books.length === 0 ? (
        <p className={styles.muted}>{t('reader.offlineNone')}</p>
      ) : (
        <ul className={styles.list} data-testid="offline-books">
          {books.map((book) => (
            <li key={book.id} className={styles.item}>
              <a className={styles.itemText} href={readerPath(book.id)}>
                <span lang={languageTag(book.language)}>{book.title}</span>
                <span className={styles.kind} lang={languageTag(book.language)}>
                  {book.author} · {book.fileFormat}
                </span>
              </a>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('reader.offlineRemove', { title: book.title })}
                onClick={() => onRemove(book.id)}
              >
                {t('reader.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ReaderPanel>
  );
}
