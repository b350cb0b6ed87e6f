import { numberFormat } from '@app/i18n';
import { Card, CardBody, CardFooter, CardHeader, CardTitle, VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { AdminEbook } from '../admin-types';
import { EditDeleteButtons } from './row-actions';
import * as styles from './ebook-card.css';

export interface EbookCardProps {
  ebook: AdminEbook;
  onEdit: (ebook: AdminEbook) => void;
  onDelete: (ebook: AdminEbook) => void;
}

/** One e-book in the admin list (spec §2): badges, facts, edit, delete and a link to the file. */
export function EbookCard({ ebook, onEdit, onDelete }: EbookCardProps) {
  const { t, i18n } = useTranslation('admin');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const rating = number.format(ebook.rating);
  return (
    <Card className={styles.card} role="article" aria-label={ebook.title}>
      <CardHeader>
        <div className={styles.top}>
          <span className={styles.format}>{ebook.fileFormat}</span>
          {ebook.isFeatured ? (
            <span className={styles.featured}>{t('ebooks.featured')}</span>
          ) : null}
          {ebook.isActive ? null : <span className={styles.hidden}>{t('ebooks.hidden')}</span>}
        </div>
        <CardTitle className={styles.title}>{ebook.title}</CardTitle>
        <p className={styles.author}>{ebook.author}</p>
      </CardHeader>
      <CardBody>
        <div className={styles.tags}>
          <span className={styles.tag}>{t(`ebooks.genres.${ebook.genre}`)}</span>
          <span className={styles.tag}>{t(`languages.${ebook.language}`)}</span>
        </div>
        <p className={styles.facts}>
          <span>{t('ebooks.pages', { count: ebook.totalPages ?? 0 })}</span>
          <span>{ebook.fileSize ?? '—'}</span>
          <span className={styles.rating}>
            <span aria-hidden="true">★ {rating}/5</span>
            <VisuallyHidden>{t('ebooks.rating', { rating })}</VisuallyHidden>
          </span>
          <span>{t('ebooks.downloads', { count: ebook.downloadCount })}</span>
        </p>
      </CardBody>
      <CardFooter className={styles.footer}>
        <a
          className={styles.link}
          href={ebook.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('ebooks.viewFileLabel', { title: ebook.title })}
        >
          {t('ebooks.viewFile')}
        </a>
        <span className={styles.buttons}>
          <EditDeleteButtons kind="ebooks" item={ebook} onEdit={onEdit} onDelete={onDelete} />
        </span>
      </CardFooter>
    </Card>
  );
}
