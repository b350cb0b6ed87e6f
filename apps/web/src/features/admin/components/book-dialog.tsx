import { createBookInput, updateBookInput } from '@app/api-contract/schemas/books';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  InputField,
  SelectField,
  TextAreaField,
} from '@app/ui';
import { useId, type FormEvent } from 'react';
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

export interface BookDialogProps {
  /** The book to edit; absent for Add Book. */
  book?: AdminBook;
  onClose: () => void;
}

/** Add Book and Edit Book (spec §2): checked with the server's own schema before sending. */
export function BookDialog({ book, onClose }: BookDialogProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { values, errors, set, submit } = useFormDialog<BookFormValues>(() =>
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
    <Dialog labelledBy={headingId} onClose={onClose} onSubmit={onSubmit}>
      <DialogHeader
        headingId={headingId}
        eyebrow={t('books.dialog.eyebrow')}
        title={book ? t('books.dialog.editTitle') : t('books.dialog.addTitle')}
        closeLabel={t('actions.close')}
        onClose={onClose}
      />
      <DialogBody>
        <div className={form.grid}>
          <InputField
            label={t('books.dialog.title')}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <InputField
            label={t('books.dialog.author')}
            value={values.author}
            onChange={(e) => set('author', e.target.value)}
            error={errors.author}
            required
          />
          <SelectField
            label={t('books.dialog.genre')}
            value={values.genre}
            onChange={(e) => set('genre', e.target.value as BookFormValues['genre'])}
            error={errors.genre}
            required
          >
            <option value="" disabled>
              {t('books.dialog.chooseGenre')}
            </option>
            {BOOK_GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {t(`books.genres.${genre}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('books.dialog.language')}
            value={values.language}
            onChange={(e) => set('language', e.target.value as BookFormValues['language'])}
            error={errors.language}
          >
            {BOOK_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            className={form.wide}
            label={t('books.dialog.description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            rows={3}
          />
          <InputField
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={t('books.dialog.available')}
            hint={t('books.dialog.availableHint')}
            value={values.available}
            onChange={(e) => set('available', e.target.value)}
            error={errors.available}
          />
          <SelectField
            label={t('books.dialog.coverColor')}
            value={values.coverColor}
            onChange={(e) => set('coverColor', e.target.value as BookFormValues['coverColor'])}
            error={errors.coverColor}
          >
            {BOOK_COVER_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`books.colors.${color}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {book ? t('actions.saveChanges') : t('books.dialog.submitAdd')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
