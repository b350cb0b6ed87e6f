import { createBookInput, updateBookInput } from '@app/api-contract/schemas/books';
import { InputField, SelectField, TextAreaField } from '@app/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBook } from '../admin-types';
import {
  BOOK_COVER_COLORS,
  BOOK_GENRES,
  BOOK_LANGUAGES,
  bookFormFrom,
  bookInputFrom,
  emptyBookForm,
  type BookFormValues,
} from '../book-form';
import { useBookMutations } from '../hooks/use-book-mutations';
import { useFormDialog } from '../hooks/use-form-dialog';
import * as form from './admin-form.css';
import { FormDialog } from './form-dialog';

export interface BookDialogProps {
  /** The book to edit; absent for Add Book. */
  book?: AdminBook;
  onClose: () => void;
}

/** Add Book and Edit Book (spec §2): checked with the server's own schema before sending. */
export function BookDialog({ book, onClose }: BookDialogProps) {
  const { t } = useTranslation('admin');
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
      eyebrow={t('books.dialog.eyebrow')}
      title={book ? t('books.dialog.editTitle') : t('books.dialog.addTitle')}
      submitLabel={book ? t('actions.saveChanges') : t('books.dialog.submitAdd')}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={form.grid}>
        <InputField label={t('books.dialog.title')} {...field('title')} required data-autofocus />
        <InputField label={t('books.dialog.author')} {...field('author')} required />
        <SelectField label={t('books.dialog.genre')} {...field('genre')} required>
          <option value="" disabled>
            {t('books.dialog.chooseGenre')}
          </option>
          {BOOK_GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {t(`books.genres.${genre}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('books.dialog.language')} {...field('language')}>
          {BOOK_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          className={form.wide}
          label={t('books.dialog.description')}
          {...field('description')}
          rows={3}
        />
        <InputField
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t('books.dialog.available')}
          hint={t('books.dialog.availableHint')}
          {...field('available')}
        />
        <SelectField label={t('books.dialog.coverColor')} {...field('coverColor')}>
          {BOOK_COVER_COLORS.map((color) => (
            <option key={color} value={color}>
              {t(`books.colors.${color}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </FormDialog>
  );
}
