import { Button, Card, CardBody, InputField, Table } from '@app/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import type { AdminBook } from '../admin-types';
import { filterBooks } from '../book-form';
import { useBookMutations } from '../hooks/use-book-mutations';
import { DeleteConfirmation, EditDeleteButtons } from './row-actions';
import * as styles from './books-tab.css';
import { EmptyText, ErrorState, LoadingState } from './panel-state';
import * as section from './tab-section.css';

export interface BooksTabProps {
  onAdd: () => void;
  onEdit: (book: AdminBook) => void;
}

/** The catalogue's books: a client-side search on title or author, a table, edit and delete. */
export function BooksTab({ onAdd, onEdit }: BooksTabProps) {
  const { t } = useTranslation('admin');
  const books = trpc.books.list.useQuery();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<AdminBook | null>(null);
  const { remove } = useBookMutations();
  const shown = useMemo(() => filterBooks(books.data ?? [], query), [books.data, query]);

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('books.title')}</h2>
        <div className={section.tools}>
          <InputField
            type="search"
            className={styles.search}
            label={t('books.search')}
            placeholder={t('books.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <Button onClick={onAdd}>{t('books.add')}</Button>
        </div>
      </div>
      <Card>
        <CardBody>
          {books.isPending ? (
            <LoadingState>{t('books.loading')}</LoadingState>
          ) : books.isError ? (
            <ErrorState onRetry={() => void books.refetch()}>{t('books.error')}</ErrorState>
          ) : (
            <>
              <p className={styles.count} role="status">
                {t('books.count', { shown: shown.length, total: books.data.length })}
              </p>
              <Table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('books.columns.title')}</th>
                    <th scope="col">{t('books.columns.author')}</th>
                    <th scope="col">{t('books.columns.genre')}</th>
                    <th scope="col">{t('books.columns.status')}</th>
                    <th scope="col">{t('books.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.length === 0 ? (
                    <tr>
                      <td colSpan={5}>
                        <EmptyText>{t('books.empty')}</EmptyText>
                      </td>
                    </tr>
                  ) : (
                    shown.map((book) => (
                      <tr key={book.id}>
                        <td className={styles.titleCell}>{book.title}</td>
                        <td>{book.author}</td>
                        <td className={styles.genre}>{t(`books.genres.${book.genre}`)}</td>
                        <td>
                          {book.available > 0 ? (
                            <span className={styles.status.available}>
                              {t('books.status.available')}
                            </span>
                          ) : (
                            <span className={styles.status.checkedOut}>
                              {t('books.status.checkedOut')}
                            </span>
                          )}
                        </td>
                        <td>
                          <div className={styles.actions}>
                            <EditDeleteButtons
                              kind="books"
                              item={book}
                              onEdit={onEdit}
                              onDelete={setDeleting}
                            />
                          </div>
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </Table>
            </>
          )}
        </CardBody>
      </Card>
      <DeleteConfirmation
        kind="books"
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
