import { createEbookInput } from '@app/api-contract/schemas/ebooks';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  canSubmitEbook,
  ebookFormFrom,
  ebookInputFrom,
  emptyEbookForm,
  parseTags,
  parseTotalPages,
  type EbookRecord,
} from './ebook-form';
import { validate } from '../../../lib/forms/form-errors';

const t = ((key: string) => key) as unknown as TFunction<'staff'>;

describe('the e-book form', () => {
  it('starts from the initial values of the spec', () => {
    expect(emptyEbookForm()).toEqual({
      title: '',
      author: '',
      description: '',
      genre: '',
      language: 'English',
      fileFormat: 'PDF',
      fileUrl: '',
      fileSize: '',
      totalPages: 0,
      coverImageUrl: '',
      tags: [],
      rating: 0,
      isFeatured: false,
      isActive: true,
    });
  });

  it('can be added only with a title, an author, a genre and a file URL', () => {
    const filled = {
      ...emptyEbookForm(),
      title: 'திருக்குறள்',
      author: 'திருவள்ளுவர்',
      genre: 'literature' as const,
      fileUrl: 'https://www.projectmadurai.org/pm_etexts/pdf/pm0001.pdf',
    };
    expect(canSubmitEbook(filled)).toBe(true);
    for (const field of ['title', 'author', 'genre', 'fileUrl'] as const)
      expect(canSubmitEbook({ ...filled, [field]: '  ' })).toBe(false);
  });

  it('reads total pages as an integer, 0 when it is not one', () => {
    expect(parseTotalPages('320')).toBe(320);
    expect(parseTotalPages('12 pages')).toBe(12);
    expect(parseTotalPages('')).toBe(0);
    expect(parseTotalPages('many')).toBe(0);
  });

  it('reads tags from a comma list, without blanks or repeats', () => {
    expect(parseTags(' poetry, Tamil classics,,poetry ')).toEqual(['poetry', 'Tamil classics']);
    expect(parseTags('')).toEqual([]);
  });

  it('preloads an e-book for editing and sends it back in the schema’s shape', () => {
    const ebook = {
      id: 7,
      title: 'Pride and Prejudice',
      author: 'Jane Austen',
      genre: 'fiction',
      fileUrl: 'https://www.gutenberg.org/ebooks/1342.epub.images',
      description: null,
      language: 'English',
      fileFormat: 'EPUB',
      fileSize: '1.2 MB',
      coverImageUrl: null,
      totalPages: null,
      rating: 4.5,
      tags: ['classic'],
      isFeatured: true,
      isActive: false,
    } as unknown as EbookRecord;
    const values = ebookFormFrom(ebook);
    expect(values).toMatchObject({
      title: 'Pride and Prejudice',
      description: '',
      totalPages: 0,
      coverImageUrl: '',
      rating: 4.5,
      tags: ['classic'],
      isFeatured: true,
      isActive: false,
    });
    const checked = validate(createEbookInput, ebookInputFrom(values), t);
    expect(checked.errors).toBeUndefined();
    expect(checked.data).toMatchObject({ description: null, coverImageUrl: null, totalPages: 0 });
  });

  it('refuses a file on a host the library does not trust', () => {
    const { errors } = validate(
      createEbookInput,
      ebookInputFrom({
        ...emptyEbookForm(),
        title: 'x',
        author: 'y',
        genre: 'fiction',
        fileUrl: 'https://example.com/book.pdf',
      }),
      t,
    );
    expect(Object.keys(errors ?? {})).toEqual(['fileUrl']);
  });
});
