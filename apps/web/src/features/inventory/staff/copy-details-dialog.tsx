import { BOOK_GENRES, type BookGenre } from '@app/api-contract/schemas/books';
import type { Language } from '@app/i18n';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  Skeleton,
  VisuallyHidden,
} from '@app/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultText } from '../../../lib/default-text';
import { serverMessage } from '../../../lib/errors';
import { svgDataUrl } from '../../../lib/qr';
import { trpc } from '../../../lib/trpc';
import type { InventoryActions } from './use-inventory-actions';
import { useInventoryFormat } from '../hooks/use-inventory-format';
import { readMetadata, type CopyDetail, type CopyMetadata, type ReviewableCopy } from '../copy';
import * as styles from './copy-details-dialog.css';
import { ProvenanceTag } from './provenance-tag';
import { StatusBadge } from './status-badge';

export interface CopyDetailsDialogProps {
  id: number;
  /** The list row's title, shown while the full record loads. */
  fallbackTitle: string;
  language: Language;
  actions: InventoryActions;
  onVerify: (copy: ReviewableCopy) => void;
  /** Asks before rejecting (the panel's confirmation opens above this dialog). */
  onReject: (copy: { id: number; title: string }) => void;
  onClose: () => void;
}

/** Everything the server knows about one copy, with the evidence beside the record. */
export function CopyDetailsDialog({
  id,
  fallbackTitle,
  language,
  actions,
  onVerify,
  onReject,
  onClose,
}: CopyDetailsDialogProps) {
  const { t } = useTranslation('inventory', { lng: language });
  const defaults = useDefaultText();
  const query = trpc.inventory.get.useQuery({ id });
  const headingId = useId();
  const copy = query.data;
  const awaiting = copy?.status === 'AWAITING_REVIEW';

  return (
    <Dialog labelledBy={headingId} onClose={onClose} closeOnBackdrop size="wide">
      <DialogHeader
        headingId={headingId}
        eyebrow={t('details.title')}
        title={defaults.title(copy?.title ?? fallbackTitle)}
        closeLabel={t('actions.close')}
        onClose={onClose}
      >
        {copy ? (
          <p className={styles.byline}>{defaults.author(copy.author) ?? t('item.noAuthor')}</p>
        ) : null}
      </DialogHeader>
      <DialogBody>
        {query.isPending ? (
          <div aria-busy="true" role="status" className={styles.loading}>
            <VisuallyHidden>{t('details.loading')}</VisuallyHidden>
            <Skeleton shape="block" height="8rem" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        ) : query.isError ? (
          <div role="alert" className={styles.problem}>
            <p>{serverMessage(query.error, t) ?? t('details.failed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : (
          <CopyDetails copy={query.data} language={language} actions={actions} />
        )}
      </DialogBody>
      <DialogFooter>
        {copy && awaiting ? (
          <>
            <Button
              variant="destructive"
              loading={actions.reject.isPending}
              onClick={() => onReject(copy)}
            >
              {t('actions.reject')}
            </Button>
            <Button onClick={() => onVerify(copy)}>{t('actions.verify')}</Button>
          </>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

function CopyDetails({
  copy,
  language,
  actions,
}: {
  copy: CopyDetail;
  language: Language;
  actions: InventoryActions;
}) {
  const { t } = useTranslation('inventory', { lng: language });
  const format = useInventoryFormat(language);
  const defaults = useDefaultText();
  const uid = useId();
  const metadata = readMetadata(copy.metadata);
  const tag = (field: string) => (
    <ProvenanceTag provenance={metadata.provenance[field]} language={language} />
  );
  const none = <span className={styles.none}>{t('details.none')}</span>;
  const show = (value: ReactNode) => (value === null || value === '' ? none : value);
  // The shelves the scan files books under are our words ('General', 'Poetry'…); a category
  // a reviewer typed is theirs.
  const shelfName = (category: string | null) => {
    const genre = category?.toLowerCase() as BookGenre | undefined;
    return genre && BOOK_GENRES.includes(genre)
      ? t(`genres.${genre}`)
      : defaults.category(category);
  };

  return (
    <div className={styles.layout}>
      {copy.imageUrls.length > 0 || copy.rawOcrText ? (
        <section aria-labelledby={`${uid}-evidence`} className={styles.evidence}>
          <h3 id={`${uid}-evidence`} className={styles.sectionTitle}>
            {t('details.evidence')}
          </h3>
          <div className={styles.evidenceGrid}>
            <div>
              <h4 className={styles.subTitle}>{t('details.photos')}</h4>
              {copy.imageUrls.length > 0 ? (
                <ul className={styles.photos}>
                  {copy.imageUrls.map((url, index) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer" className={styles.photoLink}>
                        <img
                          src={url}
                          alt={t('details.photoAlt', { number: index + 1, title: copy.title })}
                          className={styles.photo}
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{t('details.noPhotos')}</p>
              )}
            </div>
            <div>
              <h4 className={styles.subTitle}>{t('details.ocrText')}</h4>
              {copy.rawOcrText ? (
                <pre className={styles.ocr} tabIndex={0}>
                  {copy.rawOcrText}
                </pre>
              ) : (
                <p className={styles.muted}>{t('details.noOcrText')}</p>
              )}
              {metadata.readingEngine ? (
                <p className={styles.note}>
                  {t('details.readBy', { engine: t(`details.engine.${metadata.readingEngine}`) })}
                </p>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${uid}-record`} className={styles.record}>
        <h3 id={`${uid}-record`} className={styles.sectionTitle}>
          {t('details.record')}
        </h3>
        <dl className={styles.fields}>
          <Field label={t('fields.title')} tag={tag('title')}>
            {defaults.title(copy.title)}
          </Field>
          <Field label={t('fields.author')} tag={tag('author')}>
            {show(defaults.author(copy.author))}
          </Field>
          <Field label={t('fields.isbn')} tag={tag('isbn')}>
            <span className={styles.code}>{show(copy.isbn)}</span>
          </Field>
          <Field label={t('fields.category')} tag={tag('category')}>
            {show(shelfName(copy.category))}
          </Field>
          <Field label={t('fields.publisher')} tag={tag('publisher')}>
            {show(copy.publisher)}
          </Field>
          <Field label={t('fields.publicationYear')} tag={tag('publicationYear')}>
            {show(copy.publicationYear === null ? null : String(copy.publicationYear))}
          </Field>
          <Field label={t('fields.language')} tag={tag('language')}>
            {show(format.languageName(copy.language))}
          </Field>
          <Field label={t('fields.description')} tag={tag('description')} wide>
            {show(copy.description)}
          </Field>
        </dl>
        <p className={styles.legend}>{t('provenance.legend')}</p>
      </section>

      <div className={styles.side}>
        <section aria-labelledby={`${uid}-copy`}>
          <h3 id={`${uid}-copy`} className={styles.sectionTitle}>
            {t('details.copy')}
          </h3>
          <dl className={styles.fields}>
            <Field label={t('fields.status')}>
              <StatusBadge status={copy.status} language={language} />
            </Field>
            <Field label={t('fields.sku')}>
              <span className={styles.code}>{copy.sku}</span>
            </Field>
            <Field label={t('fields.copyNumber')}>
              {show(copy.copyNumber === null ? null : format.number(copy.copyNumber))}
            </Field>
            <Field label={t('fields.branch')}>{copy.branchId}</Field>
            <Field label={t('fields.sourceMethod')}>{t(`source.${copy.sourceMethod}`)}</Field>
            <Field label={t('fields.createdAt')}>{format.dateTime(copy.createdAt)}</Field>
            <Field label={t('fields.lastModified')}>{format.dateTime(copy.lastModified)}</Field>
            {copy.verifiedAt ? (
              <Field label={t('fields.verifiedAt')}>
                {format.dateTime(copy.verifiedAt)}
                {copy.verifiedByName ? ` · ${copy.verifiedByName}` : ''}
              </Field>
            ) : null}
            {copy.verificationNotes ? (
              <Field label={t('fields.verificationNotes')} wide>
                {copy.verificationNotes}
              </Field>
            ) : null}
          </dl>
        </section>

        <LookupSummary metadata={metadata} language={language} />

        <section aria-labelledby={`${uid}-qr`}>
          <h3 id={`${uid}-qr`} className={styles.sectionTitle}>
            {t('details.qr')}
          </h3>
          {copy.qrCodeSvg ? (
            <img
              src={svgDataUrl(copy.qrCodeSvg)}
              alt={t('details.qrAlt', { sku: copy.sku })}
              className={styles.qr}
            />
          ) : (
            <div className={styles.noQr}>
              <p className={styles.muted}>{t('item.noQr')}</p>
              <Button
                size="sm"
                variant="secondary"
                loading={actions.generateQr.isPending}
                onClick={() => actions.generateQr.mutate({ inventoryIds: [copy.id] })}
              >
                {t('actions.generateQr')}
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function Field({
  label,
  tag,
  wide = false,
  children,
}: {
  label: string;
  tag?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? styles.fieldWide : styles.field}>
      <dt className={styles.term}>
        {label}
        {tag}
      </dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

function LookupSummary({ metadata, language }: { metadata: CopyMetadata; language: Language }) {
  const { t } = useTranslation('inventory', { lng: language });
  const headingId = useId();
  const lookup = metadata.lookup;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('lookup.title')}
      </h3>
      {!lookup ? (
        <p className={styles.muted}>{t('lookup.none')}</p>
      ) : lookup.source ? (
        <p className={styles.lookupFound}>
          {t('lookup.foundIn', { source: t(`lookup.source.${lookup.source}`) })}
          {lookup.cached ? <span className={styles.muted}> · {t('lookup.cached')}</span> : null}
        </p>
      ) : (
        <p className={styles.lookupMissed}>{t(`lookup.reason.${lookup.reason ?? 'not_found'}`)}</p>
      )}
    </section>
  );
}
