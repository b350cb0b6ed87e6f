import { Button, EmptyState, ErrorState, LoadingState, panelSection as section } from '@app/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../../components/row-actions';
import { trpc } from '../../../lib/trpc';
import { EbookCard } from './ebook-card';
import type { EbookRecord } from './ebook-form';
import * as styles from './ebooks-tab.css';
import { ImportPanel } from './import-panel';
import { useEbookMutations } from './use-ebook-mutations';

export interface EbooksTabProps {
  onAdd: () => void;
  onEdit: (ebook: EbookRecord) => void;
}

/** The digital library for staff: add, import, and every e-book (hidden ones too). */
export function EbooksTab({ onAdd, onEdit }: EbooksTabProps) {
  const { t } = useTranslation(['ebooks-staff', 'staff']);
  const listHeadingId = useId();
  const ebooks = trpc.ebooks.listAll.useQuery();
  const [deleting, setDeleting] = useState<EbookRecord | null>(null);
  const { remove } = useEbookMutations();

  return (
    <div className={section.section}>
      <div className={section.bar}>
        <h2 className={section.heading}>{t('title')}</h2>
        <Button onClick={onAdd}>{t('add')}</Button>
      </div>

      <ImportPanel />

      <section aria-labelledby={listHeadingId} className={section.section}>
        <h3 id={listHeadingId} className={styles.listHeading}>
          {t('listTitle')}
        </h3>
        {ebooks.isPending ? (
          <LoadingState>{t('loading')}</LoadingState>
        ) : ebooks.isError ? (
          <ErrorState onRetry={() => void ebooks.refetch()} retryLabel={t('staff:actions.retry')}>
            {t('error')}
          </ErrorState>
        ) : ebooks.data.length === 0 ? (
          <EmptyState title={t('emptyTitle')} action={<Button onClick={onAdd}>{t('add')}</Button>}>
            {t('emptyDescription')}
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
        item={deleting}
        title={t('confirm.title')}
        message={(ebook) => t('confirm.message', { title: ebook.title })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
