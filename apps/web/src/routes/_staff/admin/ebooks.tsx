import { createFileRoute } from '@tanstack/react-router';
import {
  parseEbooksTabSearch,
  type EbooksTabSearch,
} from '../../../features/ebooks/ebooks-tab-search';
import { EbookDialog } from '../../../features/ebooks/staff/ebook-dialog';
import type { EbookRecord } from '../../../features/ebooks/staff/ebook-form';
import { EbooksTab } from '../../../features/ebooks/staff/ebooks-tab';
import { parseAddSearch, withoutEmpty, type AddSearch } from '../../../lib/search-params';
import { useRowDialog } from '../../../lib/use-row-dialog';

// The digital library's e-books, filtered in the address, and the bulk import it follows.
export const Route = createFileRoute('/_staff/admin/ebooks')({
  validateSearch: (raw: Record<string, unknown>): EbooksTabSearch & AddSearch => ({
    ...parseEbooksTabSearch(raw),
    ...parseAddSearch(raw),
  }),
  component: EbooksRoute,
});

function EbooksRoute() {
  const { add, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dialog = useRowDialog<EbookRecord>(
    add === true,
    (open) =>
      void navigate({ search: withoutEmpty({ ...search, add: open || undefined }), replace: true }),
  );
  return (
    <>
      <EbooksTab
        onAdd={dialog.add}
        onEdit={dialog.edit}
        search={search}
        onSearch={(next, options) =>
          void navigate({ search: withoutEmpty(next), replace: options?.replace })
        }
      />
      {dialog.open ? <EbookDialog ebook={dialog.open.row} onClose={dialog.close} /> : null}
    </>
  );
}
