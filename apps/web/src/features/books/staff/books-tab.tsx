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
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, useShowing } from '../../../components/list-pager';
import { DeleteConfirmation, EditDeleteButtons } from '../../../components/row-actions';
import { useDefaultText } from '../../../lib/default-text';
import { offsetOf, withoutEmpty, type ListSearch } from '../../../lib/search-params';
import { trpc } from '../../../lib/trpc';
import { useSearchBox } from '../../../lib/use-search-box';
import type { BookRecord } from './book-form';
import * as styles from './books-tab.css';
import { useBookMutations } from './use-book-mutations';

/** Books a page of the staff table shows. */
export const BOOKS_TAB_PAGE_SIZE = 25;

export interface BooksTabProps {
  onAdd: () => void;
  onEdit: (book: BookRecord) => void;
  /** The search and page, from the address. */
  search: ListSearch;
  onSearch: (next: ListSearch, options?: { replace?: boolean }) => void;
}

/**
 * The collection's books a page at a time: a search on title or author (run on the server,
 * over the whole collection), a table, edit and delete.
 */
export function BooksTab({ onAdd, onEdit, search, onSearch }: BooksTabProps) {
  const { t } = useTranslation(['books-staff', 'staff']);
  const defaults = useDefaultText();
  const page = search.page ?? 1;
  const books = trpc.books.list.useQuery(
    { q: search.q, limit: BOOKS_TAB_PAGE_SIZE, offset: offsetOf(page, BOOKS_TAB_PAGE_SIZE) },
    { placeholderData: keepPreviousData },
  );
  const box = useSearchBox(search.q, (q, { replace }) =>
    onSearch(withoutEmpty({ q }), { replace }),
  );
  const [deleting, setDeleting] = useState<BookRecord | null>(null);
  const { remove } = useBookMutations();
  const shown = books.data?.items ?? [];
  const showing = useShowing(page, BOOKS_TAB_PAGE_SIZE, shown.length, books.data?.total ?? 0);

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
            value={box.text}
            onChange={(event) => box.type(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && box.submit()}
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
                {showing}
              </p>
              <Table className={styles.table} aria-busy={books.isPlaceholderData || undefined}>
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
                        <td className={styles.titleCell}>{defaults.title(book.title)}</td>
                        <td>{defaults.author(book.author)}</td>
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
              <ListPager
                page={page}
                pageSize={BOOKS_TAB_PAGE_SIZE}
                total={books.data.total}
                onPage={(next) =>
                  onSearch(withoutEmpty({ ...search, page: next > 1 ? next : undefined }))
                }
                label={t('pages')}
              />
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
