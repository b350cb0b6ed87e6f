import {
  Button,
  EmptyState,
  EmptyText,
  ErrorState,
  InputField,
  LoadingState,
  panelSection as section,
  SelectField,
} from '@app/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, useShowing } from '../../../components/list-pager';
import { DeleteConfirmation } from '../../../components/row-actions';
import { offsetOf, withoutEmpty } from '../../../lib/search-params';
import { trpc } from '../../../lib/trpc';
import { useSearchBox } from '../../../lib/use-search-box';
import { EbookCard } from './ebook-card';
import type { EbookRecord } from './ebook-form';
import * as styles from './ebooks-tab.css';
import { ImportPanel } from './import-panel';
import {
  EBOOK_STATES,
  STAFF_GENRES,
  STAFF_LANGUAGES,
  type EbooksTabSearch,
} from '../ebooks-tab-search';
import { useEbookMutations } from './use-ebook-mutations';

/** E-books a page of the staff list shows. */
export const EBOOKS_TAB_PAGE_SIZE = 24;

export interface EbooksTabProps {
  onAdd: () => void;
  onEdit: (ebook: EbookRecord) => void;
  /** Search, filters and page, from the address. */
  search: EbooksTabSearch;
  onSearch: (next: EbooksTabSearch, options?: { replace?: boolean }) => void;
}

/**
 * The digital library for staff: add, import, and every e-book (hidden ones too), a page at a
 * time, narrowed by genre, language and state or searched as readers search, on the server.
 */
export function EbooksTab({ onAdd, onEdit, search, onSearch }: EbooksTabProps) {
  const { t } = useTranslation(['ebooks-staff', 'staff']);
  const listHeadingId = useId();
  const page = search.page ?? 1;
  const { page: _page, importJob, ...filters } = search;
  const ebooks = trpc.ebooks.listAll.useQuery(
    {
      ...filters,
      limit: EBOOKS_TAB_PAGE_SIZE,
      offset: offsetOf(page, EBOOKS_TAB_PAGE_SIZE),
    },
    { placeholderData: keepPreviousData },
  );
  // A new search or filter goes back to the first page; the import job followed stays.
  const change = (next: Partial<EbooksTabSearch>, replace = false) =>
    onSearch(withoutEmpty({ ...filters, importJob, ...next }), { replace });
  // Following a job replaces the address rather than adding a step for Back.
  const followJob = (id: string | undefined) =>
    onSearch(withoutEmpty({ ...search, importJob: id }), { replace: true });
  const box = useSearchBox(search.q, (q, { replace }) => change({ q }, replace));
  const [deleting, setDeleting] = useState<EbookRecord | null>(null);
  const { remove } = useEbookMutations();
  const items = ebooks.data?.items ?? [];
  const showing = useShowing(page, EBOOKS_TAB_PAGE_SIZE, items.length, ebooks.data?.total ?? 0);
  const narrowed = Object.keys(filters).length > 0;

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('title')}</h2>
        <Button onClick={onAdd}>{t('add')}</Button>
      </div>

      <ImportPanel jobId={importJob} onJob={followJob} />

      <section aria-labelledby={listHeadingId} className={section.section}>
        <h3 id={listHeadingId} className={styles.listHeading}>
          {t('listTitle')}
        </h3>
        <div className={styles.filters} role="search">
          <InputField
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={box.text}
            onChange={(event) => box.type(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && box.submit()}
            autoComplete="off"
            className={styles.search}
          />
          <SelectField
            label={t('dialog.genre')}
            value={search.genre ?? ''}
            onChange={(event) =>
              change({ genre: (event.target.value || undefined) as EbooksTabSearch['genre'] })
            }
          >
            <option value="">{t('list.allGenres')}</option>
            {STAFF_GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {t(`genres.${genre}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('dialog.language')}
            value={search.language ?? ''}
            onChange={(event) =>
              change({
                language: (event.target.value || undefined) as EbooksTabSearch['language'],
              })
            }
          >
            <option value="">{t('list.allLanguages')}</option>
            {STAFF_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('list.state')}
            value={search.state ?? ''}
            onChange={(event) =>
              change({ state: (event.target.value || undefined) as EbooksTabSearch['state'] })
            }
          >
            <option value="">{t('list.allStates')}</option>
            {EBOOK_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`list.states.${state}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <p className={styles.count} role="status">
          {showing}
        </p>
        {ebooks.isPending ? (
          <LoadingState>{t('loading')}</LoadingState>
        ) : ebooks.isError ? (
          <ErrorState onRetry={() => void ebooks.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('error')}
          </ErrorState>
        ) : items.length === 0 && narrowed ? (
          <EmptyText>{t('list.noMatch')}</EmptyText>
        ) : items.length === 0 ? (
          <EmptyState title={t('emptyTitle')} action={<Button onClick={onAdd}>{t('add')}</Button>}>
            {t('emptyDescription')}
          </EmptyState>
        ) : (
          <ul className={styles.grid} aria-busy={ebooks.isPlaceholderData || undefined}>
            {items.map((ebook) => (
              <li key={ebook.id}>
                <EbookCard ebook={ebook} onEdit={onEdit} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
        {ebooks.data ? (
          <ListPager
            page={page}
            pageSize={EBOOKS_TAB_PAGE_SIZE}
            total={ebooks.data.total}
            onPage={(next) =>
              onSearch(withoutEmpty({ ...filters, importJob, page: next > 1 ? next : undefined }))
            }
            label={t('list.pages')}
          />
        ) : null}
      </section>

      <DeleteConfirmation
        item={deleting}
        title={t('confirm.title')}
        message={(ebook) => t('confirm.message', { title: ebook.title })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
