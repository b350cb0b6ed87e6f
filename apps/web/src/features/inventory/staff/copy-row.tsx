import type { Language } from '@app/i18n';
import { Button } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultText } from '../../../lib/default-text';
import { useInventoryFormat } from '../hooks/use-inventory-format';
import type { ListedCopy } from '../copy';
import * as styles from './copy-row.css';
import { StatusBadge } from './status-badge';

export interface CopyRowProps {
  copy: ListedCopy;
  language: Language;
  onDetails: (copy: ListedCopy) => void;
  onVerify: (copy: ListedCopy) => void;
  onReject: (copy: ListedCopy) => void;
  onGenerateQr: (copy: ListedCopy) => void;
  rejecting: boolean;
  generatingQr: boolean;
}

/** One copy in the list; its buttons name the book, so a screen reader knows which one. */
export function CopyRow({
  copy,
  language,
  onDetails,
  onVerify,
  onReject,
  onGenerateQr,
  rejecting,
  generatingQr,
}: CopyRowProps) {
  const { t } = useTranslation('inventory', { lng: language });
  const format = useInventoryFormat(language);
  const defaults = useDefaultText();
  const title = defaults.title(copy.title);
  const titleId = useId();
  const awaiting = copy.status === 'AWAITING_REVIEW';
  return (
    <li className={styles.item}>
      <article aria-labelledby={titleId} className={styles.row[copy.status]}>
        <div className={styles.main}>
          <div className={styles.titleLine}>
            <h4 id={titleId} className={styles.title}>
              {title}
            </h4>
            <StatusBadge status={copy.status} language={language} />
          </div>
          <p className={styles.author}>{defaults.author(copy.author) ?? t('item.noAuthor')}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('fields.isbn')}</dt>
              <dd className={styles.code}>{copy.isbn ?? t('item.noIsbn')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('fields.sku')}</dt>
              <dd className={styles.code}>{copy.sku}</dd>
            </div>
            {copy.copyNumber !== null && copy.copyNumber > 1 ? (
              <div className={styles.fact}>
                <dt>{t('fields.copyNumber')}</dt>
                <dd>{format.number(copy.copyNumber)}</dd>
              </div>
            ) : null}
            <div className={styles.fact}>
              <dt>{t('fields.sourceMethod')}</dt>
              <dd>{t(`source.${copy.sourceMethod}`)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('fields.createdAt')}</dt>
              <dd>
                <time dateTime={new Date(copy.createdAt).toISOString()}>
                  {format.dateTime(copy.createdAt)}
                </time>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('fields.qr')}</dt>
              <dd className={copy.hasQrCode ? styles.qrReady : styles.qrMissing}>
                <span className={styles.qrMark} aria-hidden="true" />
                {copy.hasQrCode ? t('item.hasQr') : t('item.noQr')}
              </dd>
            </div>
          </dl>
        </div>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('actions.viewDetailsFor', { title })}
            onClick={() => onDetails(copy)}
          >
            {t('actions.viewDetails')}
          </Button>
          {awaiting ? (
            <>
              <Button
                size="sm"
                aria-label={t('actions.verifyFor', { title })}
                onClick={() => onVerify(copy)}
              >
                {t('actions.verify')}
              </Button>
              <Button
                size="sm"
                variant="destructive"
                loading={rejecting}
                aria-label={t('actions.rejectFor', { title })}
                onClick={() => onReject(copy)}
              >
                {t('actions.reject')}
              </Button>
            </>
          ) : null}
          {copy.hasQrCode ? null : (
            <Button
              size="sm"
              variant="ghost"
              loading={generatingQr}
              aria-label={t('actions.generateQrFor', { title })}
              onClick={() => onGenerateQr(copy)}
            >
              {t('actions.generateQr')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
