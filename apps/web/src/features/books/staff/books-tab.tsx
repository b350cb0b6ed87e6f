import {
  Button,
  Card,
  CardBody,
  EmptyText,
  ErrorState,
  InputField,
  LoadingState,
  panelSection as section,
  Table,
} from '@app/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation, EditDeleteButtons } from '../../../components/row-actions';
import { trpc } from '../../../lib/trpc';
import { filterBooks, type BookRecord } from './book-form';
import * as styles from './books-tab.css';
import { useBookMutations } from './use-book-mutations';

export interface BooksTabProps {
  onAdd: () => void;
  onEdit: (book: BookRecord) => void;
}

/** The catalogue's books: a client-side search on title or author, a table, edit and delete. */
export function BooksTab({ onAdd, onEdit }: BooksTabProps) {
  const { t } = useTranslation(['books-staff', 'staff']);
  const books = trpc.books.list.useQuery();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<BookRecord | null>(null);
  const { remove } = useBookMutations();
  const shown = useMemo(() => filterBooks(books.data ?? [], query), [books.data, query]);

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('title')}</h2>
        <div className={section.tools}>
          <InputField
            type="search"
            className={styles.search}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <Button onClick={onAdd}>{t('add')}</Button>
        </div>
      </div>
      <Card>
        <CardBody>
          {books.isPending ? (
            <LoadingState>{t('loading')}</LoadingState>
          ) : books.isError ? (
            <ErrorState onRetry={() => void books.refetch()} retryLabel={t('staff:actions.retry')}>
              {t('error')}
            </ErrorState>
          ) : (
            <>
              <p className={styles.count} role="status">
                {t('count', { shown: shown.length, total: books.data.length })}
              </p>
              <Table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.title')}</th>
                    <th scope="col">{t('columns.author')}</th>
                    <th scope="col">{t('columns.genre')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.length === 0 ? (
                    <tr>
                      <td colSpan={5}>
                        <EmptyText>{t('empty')}</EmptyText>
                      </td>
                    </tr>
                  ) : (
                    shown.map((book) => (
                      <tr key={book.id}>
                        <td className={styles.titleCell}>{book.title}</td>
                        <td>{book.author}</td>
                        <td className={styles.genre}>{t(`genres.${book.genre}`)}</td>
                        <td>
                          {book.onShelf > 0 ? (
                            <span className={styles.status.available}>{t('status.available')}</span>
                          ) : (
                            <span className={styles.status.checkedOut}>
                              {t('status.checkedOut')}
                            </span>
                          )}
                        </td>
                        <td>
                          <div className={styles.actions}>
                            <EditDeleteButtons
                              item={book}
                              editLabel={t('editLabel', { title: book.title })}
                              deleteLabel={t('deleteLabel', { title: book.title })}
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
        item={deleting}
        title={t('confirm.title')}
        message={(book) => t('confirm.message', { title: book.title })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
