import { createBookInput, updateBookInput } from '@app/api-contract/schemas/books';
import { formGrid as form, FormDialog, InputField, SelectField, TextAreaField } from '@app/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '../../../lib/forms/use-form-dialog';
import {
  BOOK_COVER_COLORS,
  BOOK_GENRES,
  BOOK_LANGUAGES,
  bookFormFrom,
  bookInputFrom,
  emptyBookForm,
  type BookFormValues,
  type BookRecord,
} from './book-form';
import { useBookMutations } from './use-book-mutations';

export interface BookDialogProps {
  /** The book to edit; absent for Add Book. */
  book?: BookRecord;
  onClose: () => void;
}

/** Add Book and Edit Book (spec §2): checked with the server's own schema before sending. */
export function BookDialog({ book, onClose }: BookDialogProps) {
  const { t } = useTranslation(['books-staff', 'staff']);
  const { values, field, submit } = useFormDialog<BookFormValues>(() =>
    book ? bookFormFrom(book) : emptyBookForm(),
  );
  const { create, update } = useBookMutations();
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      fields: bookInputFrom(values),
      editingId: book?.id,
      create: { schema: createBookInput, mutation: create },
      update: { schema: updateBookInput, mutation: update },
      onSaved: onClose,
    });

  return (
    <FormDialog
      eyebrow={t('dialog.eyebrow')}
      title={book ? t('dialog.editTitle') : t('dialog.addTitle')}
      submitLabel={book ? t('staff:actions.saveChanges') : t('dialog.submitAdd')}
      cancelLabel={t('staff:actions.cancel')}
      closeLabel={t('staff:actions.close')}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={form.grid}>
        <InputField label={t('dialog.title')} {...field('title')} required data-autofocus />
        <InputField label={t('dialog.author')} {...field('author')} required />
        <SelectField label={t('dialog.genre')} {...field('genre')} required>
          <option value="" disabled>
            {t('dialog.chooseGenre')}
          </option>
          {BOOK_GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {t(`genres.${genre}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('dialog.language')} {...field('language')}>
          {BOOK_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          className={form.wide}
          label={t('dialog.description')}
          {...field('description')}
          rows={3}
        />
        <InputField
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t('dialog.available')}
          hint={
            book && book.copyCount > 0
              ? t('dialog.availableFromCopies', { count: book.copyCount })
              : t('dialog.availableHint')
          }
          {...field('available')}
        />
        <SelectField label={t('dialog.coverColor')} {...field('coverColor')}>
          {BOOK_COVER_COLORS.map((color) => (
            <option key={color} value={color}>
              {t(`colors.${color}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </FormDialog>
  );
}
