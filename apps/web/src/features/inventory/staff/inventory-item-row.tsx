import type { Language } from '@app/i18n';
import { Button } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultText } from '../../../lib/default-text';
import { useInventoryFormat } from '../hooks/use-inventory-format';
import type { InventoryListItem } from '../inventory-item';
import * as styles from './inventory-item-row.css';
import { StatusBadge } from './status-badge';

export interface InventoryItemRowProps {
  item: InventoryListItem;
  language: Language;
  onDetails: (item: InventoryListItem) => void;
  onVerify: (item: InventoryListItem) => void;
  onReject: (item: InventoryListItem) => void;
  onGenerateQr: (item: InventoryListItem) => void;
  rejecting: boolean;
  generatingQr: boolean;
}

/** One copy in the list; its buttons name the book, so a screen reader knows which one. */
export function InventoryItemRow({
  item,
  language,
  onDetails,
  onVerify,
  onReject,
  onGenerateQr,
  rejecting,
  generatingQr,
}: InventoryItemRowProps) {
  const { t } = useTranslation('inventory', { lng: language });
  const format = useInventoryFormat(language);
  const defaults = useDefaultText();
  const title = defaults.title(item.title);
  const titleId = useId();
  const awaiting = item.status === 'AWAITING_REVIEW';
  return (
    <li className={styles.item}>
      <article aria-labelledby={titleId} className={styles.row[item.status]}>
        <div className={styles.main}>
          <div className={styles.titleLine}>
            <h4 id={titleId} className={styles.title}>
              {title}
            </h4>
            <StatusBadge status={item.status} language={language} />
          </div>
          <p className={styles.author}>{defaults.author(item.author) ?? t('item.noAuthor')}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('fields.isbn')}</dt>
              <dd className={styles.code}>{item.isbn ?? t('item.noIsbn')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('fields.sku')}</dt>
              <dd className={styles.code}>{item.sku}</dd>
            </div>
            {item.copyNumber !== null && item.copyNumber > 1 ? (
              <div className={styles.fact}>
                <dt>{t('fields.copyNumber')}</dt>
                <dd>{format.number(item.copyNumber)}</dd>
              </div>
            ) : null}
            <div className={styles.fact}>
              <dt>{t('fields.sourceMethod')}</dt>
              <dd>{t(`source.${item.sourceMethod}`)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('fields.createdAt')}</dt>
              <dd>
                <time dateTime={new Date(item.createdAt).toISOString()}>
                  {format.dateTime(item.createdAt)}
                </time>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('fields.qr')}</dt>
              <dd className={item.hasQrCode ? styles.qrReady : styles.qrMissing}>
                <span className={styles.qrMark} aria-hidden="true" />
                {item.hasQrCode ? t('item.hasQr') : t('item.noQr')}
              </dd>
            </div>
          </dl>
        </div>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('actions.viewDetailsFor', { title })}
            onClick={() => onDetails(item)}
          >
            {t('actions.viewDetails')}
          </Button>
          {awaiting ? (
            <>
              <Button
                size="sm"
                aria-label={t('actions.verifyFor', { title })}
                onClick={() => onVerify(item)}
              >
                {t('actions.verify')}
              </Button>
              <Button
                size="sm"
                variant="destructive"
                loading={rejecting}
                aria-label={t('actions.rejectFor', { title })}
                onClick={() => onReject(item)}
              >
                {t('actions.reject')}
              </Button>
            </>
          ) : null}
          {item.hasQrCode ? null : (
            <Button
              size="sm"
              variant="ghost"
              loading={generatingQr}
              aria-label={t('actions.generateQrFor', { title })}
              onClick={() => onGenerateQr(item)}
            >
              {t('actions.generateQr')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
