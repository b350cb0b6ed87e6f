import { Button } from '@app/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import type { AdminEbook } from '../admin-types';
import { useEbookMutations } from '../hooks/use-ebook-mutations';
import { EbookCard } from './ebook-card';
import { DeleteConfirmation } from './row-actions';
import * as styles from './ebooks-tab.css';
import { ImportPanel } from './import-panel';
import { EmptyState, ErrorState, LoadingState } from './panel-state';
import * as section from './tab-section.css';

export interface EbooksTabProps {
  onAdd: () => void;
  onEdit: (ebook: AdminEbook) => void;
}

/** The digital library for staff: add, import, and every e-book (hidden ones too). */
export function EbooksTab({ onAdd, onEdit }: EbooksTabProps) {
  const { t } = useTranslation('admin');
  const listHeadingId = useId();
  const ebooks = trpc.ebooks.listAll.useQuery();
  const [deleting, setDeleting] = useState<AdminEbook | null>(null);
  const { remove } = useEbookMutations();

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('ebooks.title')}</h2>
        <Button onClick={onAdd}>{t('ebooks.add')}</Button>
      </div>

      <ImportPanel />

      <section aria-labelledby={listHeadingId} className={section.section}>
        <h3 id={listHeadingId} className={styles.listHeading}>
          {t('ebooks.listTitle')}
        </h3>
        {ebooks.isPending ? (
          <LoadingState>{t('ebooks.loading')}</LoadingState>
        ) : ebooks.isError ? (
          <ErrorState onRetry={() => void ebooks.refetch()}>{t('ebooks.error')}</ErrorState>
        ) : ebooks.data.length === 0 ? (
          <EmptyState
            title={t('ebooks.emptyTitle')}
            action={<Button onClick={onAdd}>{t('ebooks.add')}</Button>}
          >
            {t('ebooks.emptyDescription')}
          </EmptyState>
        ) : (
          <ul className={styles.grid}>
            {ebooks.data.map((ebook) => (
              <li key={ebook.id}>
                <EbookCard ebook={ebook} onEdit={onEdit} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <DeleteConfirmation
        kind="ebooks"
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
