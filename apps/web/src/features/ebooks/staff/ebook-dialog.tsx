import { createEbookInput, updateEbookInput } from '@app/api-contract/schemas/ebooks';
import {
  CheckboxField,
  formGrid as form,
  FormDialog,
  InputField,
  SelectField,
  TextAreaField,
} from '@app/ui';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '../../../lib/forms/use-form-dialog';
import { useMutationToasts } from '../../../lib/mutation-feedback';
import {
  EBOOK_FORMAT_CHOICES,
  EBOOK_GENRE_CHOICES,
  EBOOK_LANGUAGE_CHOICES,
  canSubmitEbook,
  ebookFormFrom,
  ebookInputFrom,
  emptyEbookForm,
  parseTags,
  parseTotalPages,
  type EbookFormValues,
  type EbookRecord,
} from './ebook-form';
import * as styles from './ebook-dialog.css';
import { useEbookMutations } from './use-ebook-mutations';
import { EbookUploadError, useEbookUpload } from './use-ebook-upload';

export interface EbookDialogProps {
  /** The e-book to edit (its values are preloaded); absent for Add E-book. */
  ebook?: EbookRecord;
  onClose: () => void;
}

/** A file name as a readable title: "the-story_of-kannagi.epub" → "the story of kannagi". */
const titleFromFilename = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();

/** Add E-book and Edit E-book (spec §2, §3, §5), with an optional file upload. */
export function EbookDialog({ ebook, onClose }: EbookDialogProps) {
  const { t } = useTranslation(['ebooks-staff', 'staff']);
  const requiredHintId = useId();
  const { values, setValues, errors, setErrors, set, field, submit } =
    useFormDialog<EbookFormValues>(() => (ebook ? ebookFormFrom(ebook) : emptyEbookForm()));
  const [tagsText, setTagsText] = useState(() => values.tags.join(', '));
  const { create, update } = useEbookMutations();
  const upload = useEbookUpload();
  const toasts = useMutationToasts();
  const pending = create.isPending || update.isPending;
  const ready = canSubmitEbook(values);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (stored) => {
        setValues((current) => ({
          ...current,
          title: current.title.trim() ? current.title : titleFromFilename(stored.filename),
          fileUrl: stored.fileUrl,
          fileFormat: stored.fileFormat,
          fileSize: stored.fileSize,
          totalPages: stored.totalPages ?? current.totalPages,
        }));
        setErrors((current) => ({ ...current, fileUrl: undefined, fileFormat: undefined }));
      },
      onError: (error) =>
        toasts.failure(
          t('toast.uploadFailed'),
          null,
          (error instanceof EbookUploadError && error.serverMessage) ||
            t('toast.uploadFailedDescription'),
        ),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!ready) return event.preventDefault();
    submit(event, {
      fields: { ...ebookInputFrom(values), tags: parseTags(tagsText) },
      editingId: ebook?.id,
      create: { schema: createEbookInput, mutation: create },
      update: { schema: updateEbookInput, mutation: update },
      onSaved: onClose,
      // Whatever zod calls it, a refused file address gets the sentence that says what to do.
      refine: (found) =>
        found.fileUrl && values.fileUrl.trim()
          ? { ...found, fileUrl: t('staff:form.errors.url') }
          : found,
    });
  };

  return (
    <FormDialog
      eyebrow={t('dialog.eyebrow')}
      title={ebook ? t('dialog.editTitle') : t('dialog.addTitle')}
      submitLabel={ebook ? t('staff:actions.saveChanges') : t('dialog.submitAdd')}
      cancelLabel={t('staff:actions.cancel')}
      closeLabel={t('staff:actions.close')}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
      size="wide"
      submitBlockedBy={ready ? undefined : requiredHintId}
    >
      <div className={form.grid}>
        <InputField label={t('dialog.title')} {...field('title')} required data-autofocus />
        <InputField label={t('dialog.author')} {...field('author')} required />
        <TextAreaField
          className={form.wide}
          label={t('dialog.description')}
          {...field('description')}
          rows={3}
        />
        <SelectField label={t('dialog.genre')} {...field('genre')} required>
          <option value="" disabled>
            {t('dialog.chooseGenre')}
          </option>
          {EBOOK_GENRE_CHOICES.map((genre) => (
            <option key={genre} value={genre}>
              {t(`genres.${genre}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('dialog.language')} {...field('language')}>
          {EBOOK_LANGUAGE_CHOICES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          className={form.wide}
          type="text"
          inputMode="url"
          label={t('dialog.fileUrl')}
          hint={t('dialog.fileUrlHint')}
          {...field('fileUrl')}
          spellCheck={false}
          autoComplete="off"
          required
        />
        <div className={styles.upload}>
          <label className={styles.uploadLabel}>
            {t('dialog.upload')}
            <input
              type="file"
              accept=".epub,.pdf,.txt,application/epub+zip,application/pdf,text/plain"
              onChange={onFile}
              disabled={upload.isPending}
              className={styles.fileInput}
            />
          </label>
          <p className={styles.uploadStatus} role="status">
            {upload.isPending
              ? t('dialog.uploading')
              : upload.data
                ? t('dialog.uploaded', {
                    filename: upload.data.filename,
                    size: upload.data.fileSize,
                  })
                : null}
          </p>
        </div>
        <SelectField label={t('dialog.fileFormat')} {...field('fileFormat')}>
          {EBOOK_FORMAT_CHOICES.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('dialog.fileSize')}
          hint={t('dialog.fileSizeHint')}
          {...field('fileSize')}
        />
        <InputField
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t('dialog.totalPages')}
          value={values.totalPages}
          onChange={(e) => set('totalPages', parseTotalPages(e.target.value))}
          error={errors.totalPages}
        />
        <InputField
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step={0.1}
          label={t('dialog.rating')}
          value={values.rating}
          onChange={(e) => set('rating', Number.parseFloat(e.target.value) || 0)}
          error={errors.rating}
        />
        <InputField
          className={form.wide}
          type="text"
          inputMode="url"
          label={t('dialog.coverImageUrl')}
          {...field('coverImageUrl')}
          spellCheck={false}
          autoComplete="off"
        />
        <InputField
          className={form.wide}
          label={t('dialog.tags')}
          hint={t('dialog.tagsHint')}
          value={tagsText}
          onChange={(e) => {
            setTagsText(e.target.value);
            setErrors((current) => ({ ...current, tags: undefined }));
          }}
          error={errors.tags}
        />
        <div className={form.checks}>
          <CheckboxField
            label={t('dialog.isFeatured')}
            checked={values.isFeatured}
            onChange={(e) => set('isFeatured', e.target.checked)}
          />
          <CheckboxField
            label={t('dialog.isActive')}
            checked={values.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
          />
        </div>
        {ready ? null : (
          <p id={requiredHintId} className={form.note}>
            {t('dialog.requiredHint')}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
