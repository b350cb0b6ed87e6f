import { CORRECTABLE_FIELDS, type CorrectableField } from '@app/api-contract/inventory/fields';
import { BOOK_GENRES, genreOfCategory, type BookGenre } from '@app/api-contract/schemas/books';
import type { Language } from '@app/i18n';
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import type { InventoryActions } from './use-inventory-actions';
import { readMetadata, type ReviewableCopy, type UpdateInventoryPayload } from '../copy';
import { ProvenanceTag } from './provenance-tag';
import * as styles from './verify-dialog.css';

type FormValues = Record<CorrectableField, string>;
type Corrections = Omit<UpdateInventoryPayload, 'id' | 'status' | 'verificationNotes'>;

// The shelves the scan pipeline files books under; a reviewer may still type any other.
const CATEGORY_SUGGESTIONS = [
  'General',
  'Fiction',
  'Poetry',
  'History',
  'Science',
  'Technology',
  'Art',
];

const asText = (value: string | number | null) => (value === null ? '' : String(value));

function initialValues(copy: ReviewableCopy): FormValues {
  return Object.fromEntries(
    CORRECTABLE_FIELDS.map((field) => [field, asText(copy[field])]),
  ) as FormValues;
}

/** Only what the reviewer changed travels, so untouched fields keep their provenance. */
export function changedFields(copy: ReviewableCopy, values: FormValues): Corrections {
  const changes: Corrections = {};
  for (const field of CORRECTABLE_FIELDS) {
    const typed = values[field].trim();
    if (typed === asText(copy[field])) continue;
    if (field === 'publicationYear') changes.publicationYear = typed ? Number(typed) : null;
    else if (field === 'title') changes.title = typed;
    else changes[field] = typed || null;
  }
  return changes;
}

export interface VerifyDialogProps {
  copy: ReviewableCopy;
  language: Language;
  actions: InventoryActions;
  onClose: () => void;
}

/** The review form: correct what is wrong, add a note, and mark the copy verified. */
export function VerifyDialog({ copy, language, actions, onClose }: VerifyDialogProps) {
  const { t } = useTranslation('inventory', { lng: language });
  const headingId = useId();
  const categoriesId = useId();
  const notesId = useId();
  const descriptionId = useId();
  const [values, setValues] = useState(() => initialValues(copy));
  const [notes, setNotes] = useState('');
  // The shelf a new title goes on follows the category until the reviewer picks one.
  const [chosenGenre, setChosenGenre] = useState<BookGenre | null>(null);
  const genre = chosenGenre ?? genreOfCategory(values.category) ?? 'fiction';
  const genreId = useId();
  // The list row has no OCR text; the full record (often already cached) brings it.
  const full = trpc.inventory.get.useQuery({ id: copy.id });
  const metadata = readMetadata(copy.metadata);
  const ocrText = full.data?.rawOcrText ?? null;

  const bind = (field: CorrectableField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  const label = (field: CorrectableField) => (
    <>
      {t(`fields.${field}`)}
      <ProvenanceTag provenance={metadata.provenance[field]} language={language} />
    </>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.verify.mutate(
      {
        id: copy.id,
        status: 'VERIFIED',
        verificationNotes: notes.trim() || undefined,
        genre,
        ...changedFields(copy, values),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog labelledBy={headingId} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <DialogHeader
          headingId={headingId}
          eyebrow={t('verify.eyebrow')}
          title={copy.title}
          closeLabel={t('actions.close')}
          onClose={onClose}
        />
        <DialogBody>
          <p className={styles.intro}>{t('verify.intro')}</p>
          {copy.imageUrls.length > 0 || ocrText ? (
            <div className={styles.evidence}>
              {copy.imageUrls.length > 0 ? (
                <ul className={styles.thumbs}>
                  {copy.imageUrls.map((url, index) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer">
                        <img
                          src={url}
                          alt={t('details.photoAlt', { number: index + 1, title: copy.title })}
                          className={styles.thumb}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {ocrText ? (
                <details className={styles.ocrDetails}>
                  <summary>{t('details.ocrText')}</summary>
                  <pre className={styles.ocr}>{ocrText}</pre>
                </details>
              ) : null}
            </div>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('verify.corrections')}</legend>
            <div className={styles.grid}>
              <TextField
                label={label('title')}
                required
                maxLength={500}
                data-autofocus=""
                className={styles.wide}
                {...bind('title')}
              />
              <TextField label={label('author')} maxLength={300} {...bind('author')} />
              <TextField
                label={label('isbn')}
                hint={t('verify.isbnHint')}
                maxLength={32}
                spellCheck={false}
                autoComplete="off"
                {...bind('isbn')}
              />
              <TextField
                label={label('category')}
                maxLength={100}
                list={categoriesId}
                autoComplete="off"
                {...bind('category')}
              />
              <TextField label={label('publisher')} maxLength={300} {...bind('publisher')} />
              <TextField
                label={label('publicationYear')}
                type="number"
                inputMode="numeric"
                min={1000}
                max={2100}
                step={1}
                {...bind('publicationYear')}
              />
              <TextField
                label={label('language')}
                hint={t('verify.languageHint')}
                maxLength={20}
                {...bind('language')}
              />
              <TextField
                label={label('callNumber')}
                hint={t('verify.callNumberHint')}
                maxLength={60}
                spellCheck={false}
                autoComplete="off"
                {...bind('callNumber')}
              />
              <div className={styles.multiline}>
                <label htmlFor={descriptionId}>{label('description')}</label>
                <textarea
                  id={descriptionId}
                  className={styles.textarea}
                  rows={3}
                  maxLength={5000}
                  {...bind('description')}
                />
              </div>
            </div>
            <datalist id={categoriesId}>
              {CATEGORY_SUGGESTIONS.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </fieldset>
          <div className={styles.notes}>
            <label htmlFor={genreId}>{t('verify.genre')}</label>
            <select
              id={genreId}
              className={styles.textarea}
              value={genre}
              aria-describedby={`${genreId}-hint`}
              onChange={(event) => setChosenGenre(event.target.value as BookGenre)}
              data-testid="verify-genre"
            >
              {BOOK_GENRES.map((value) => (
                <option key={value} value={value}>
                  {t(`genres.${value}`)}
                </option>
              ))}
            </select>
            <span id={`${genreId}-hint`} className={styles.hint}>
              {t('verify.genreHint')}
            </span>
          </div>
          <div className={styles.notes}>
            <label htmlFor={notesId}>{t('verify.notes')}</label>
            <textarea
              id={notesId}
              className={styles.textarea}
              rows={3}
              maxLength={2000}
              value={notes}
              aria-describedby={`${notesId}-hint`}
              onChange={(event) => setNotes(event.target.value)}
            />
            <span id={`${notesId}-hint`} className={styles.hint}>
              {t('verify.notesHint')}
            </span>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('verify.cancel')}
          </Button>
          <Button type="submit" loading={actions.verify.isPending}>
            {t('verify.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
