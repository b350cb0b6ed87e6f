import { createFileRoute } from '@tanstack/react-router';
import { BookDialog } from '../../../features/books/staff/book-dialog';
import type { BookRecord } from '../../../features/books/staff/book-form';
import { BooksTab } from '../../../features/books/staff/books-tab';
import {
  parseAddSearch,
  parseListSearch,
  withoutEmpty,
  type AddSearch,
  type ListSearch,
} from '../../../lib/search-params';
import { useRowDialog } from '../../../lib/use-row-dialog';

// The dashboard's default section: the collection's books, searched and paged in the address.
export const Route = createFileRoute('/_staff/admin/books')({
  validateSearch: (raw: Record<string, unknown>): ListSearch & AddSearch => ({
    ...parseListSearch(raw),
    ...parseAddSearch(raw),
  }),
  component: BooksRoute,
});

function BooksRoute() {
  const { add, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dialog = useRowDialog<BookRecord>(
    add === true,
    (open) =>
      void navigate({ search: withoutEmpty({ ...search, add: open || undefined }), replace: true }),
  );
  return (
    <>
      <BooksTab
        onAdd={dialog.add}
        onEdit={dialog.edit}
        search={search}
        onSearch={(next, options) =>
          void navigate({ search: withoutEmpty(next), replace: options?.replace })
        }
      />
      {dialog.open ? <BookDialog book={dialog.open.row} onClose={dialog.close} /> : null}
    </>
  );
}
