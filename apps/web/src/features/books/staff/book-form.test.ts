import { createBookInput } from '@app/api-contract/schemas/books';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { bookInputFrom, emptyBookForm, filterBooks } from './book-form';
import { validate } from '../../../lib/forms/form-errors';

const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction<'staff'>;

const books = [
  { title: 'Pride and Prejudice', author: 'Jane Austen' },
  { title: 'பொன்னியின் செல்வன்', author: 'Kalki' },
  { title: 'Madol Doova', author: 'Martin Wickramasinghe' },
];

describe('the books tab search', () => {
  it('matches the title or the author, ignoring case', () => {
    expect(filterBooks(books, 'PRIDE').map((b) => b.title)).toEqual(['Pride and Prejudice']);
    expect(filterBooks(books, 'kalki').map((b) => b.author)).toEqual(['Kalki']);
    expect(filterBooks(books, 'செல்வன்')).toHaveLength(1);
  });

  it('shows every book for a blank search and none for a miss', () => {
    expect(filterBooks(books, '   ')).toHaveLength(3);
    expect(filterBooks(books, 'dune')).toEqual([]);
  });
});

describe('the book form', () => {
  it('starts a new book with one copy and a blue cover', () => {
    expect(emptyBookForm()).toMatchObject({ available: '1', coverColor: 'blue', genre: '' });
  });

  it('sends trimmed text, a blank description as null and the copies as a number', () => {
    const input = bookInputFrom({
      ...emptyBookForm(),
      title: '  Kamba Ramayanam ',
      author: 'Kambar',
      genre: 'poetry',
      description: '  ',
      available: '0',
    });
    expect(input).toMatchObject({
      title: 'Kamba Ramayanam',
      description: null,
      available: 0,
      genre: 'poetry',
    });
    expect(validate(createBookInput, input, t).data).toMatchObject({ available: 0 });
  });

  it('puts the schema errors beside the title, the genre and an emptied copies field', () => {
    const { errors } = validate(
      createBookInput,
      bookInputFrom({ ...emptyBookForm(), author: 'Kambar', available: '' }),
      t,
    );
    expect(errors).toEqual({
      title: 'form.errors.required',
      genre: 'form.errors.choice',
      available: 'form.errors.required',
    });
  });
});
