import { numberFormat } from '@app/i18n';
import { Card, CardBody, CardFooter, CardHeader, CardTitle, VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../components/row-actions';
import * as styles from './ebook-card.css';
import type { EbookRecord } from './ebook-form';

export interface EbookCardProps {
  ebook: EbookRecord;
  onEdit: (ebook: EbookRecord) => void;
  onDelete: (ebook: EbookRecord) => void;
}

/** One e-book in the staff list (spec §2): badges, facts, edit, delete and a link to the file. */
export function EbookCard({ ebook, onEdit, onDelete }: EbookCardProps) {
  const { t, i18n } = useTranslation('ebooks-staff');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const rating = number.format(ebook.rating);
  return (
    <Card className={styles.card} role="article" aria-label={ebook.title}>
      <CardHeader>
        <div className={styles.top}>
          <span className={styles.format}>{ebook.fileFormat}</span>
          {ebook.isFeatured ? <span className={styles.featured}>{t('featured')}</span> : null}
          {ebook.isActive ? null : <span className={styles.hidden}>{t('hidden')}</span>}
        </div>
        <CardTitle className={styles.title}>{ebook.title}</CardTitle>
        <p className={styles.author}>{ebook.author}</p>
      </CardHeader>
      <CardBody>
        <div className={styles.tags}>
          <span className={styles.tag}>{t(`genres.${ebook.genre}`)}</span>
          <span className={styles.tag}>{t(`languages.${ebook.language}`)}</span>
        </div>
        <p className={styles.facts}>
          <span>{t('pages', { count: ebook.totalPages ?? 0 })}</span>
          <span>{ebook.fileSize ?? '—'}</span>
          <span className={styles.rating}>
            <span aria-hidden="true">★ {rating}/5</span>
            <VisuallyHidden>{t('rating', { rating })}</VisuallyHidden>
          </span>
          <span>{t('downloads', { count: ebook.downloadCount })}</span>
        </p>
      </CardBody>
      <CardFooter className={styles.footer}>
        <a
          className={styles.link}
          href={ebook.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('viewFileLabel', { title: ebook.title })}
        >
          {t('viewFile')}
        </a>
        <span className={styles.buttons}>
          <EditDeleteButtons
            item={ebook}
            editLabel={t('editLabel', { title: ebook.title })}
            deleteLabel={t('deleteLabel', { title: ebook.title })}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </span>
      </CardFooter>
    </Card>
  );
}
