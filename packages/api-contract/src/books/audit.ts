import type { AuditDraft, Book } from '@app/db';
import { createdFields, rowChange } from '../audit';

/** The audit entries of the collection's titles (`books.*`, entity `book`). */
export const bookAudit = {
  created: (book: Book) => rowChange('books.create', 'book', book.id, null, book),
  updated: (before: Book, after: Book) =>
    rowChange('books.update', 'book', after.id, before, after),
  deleted: (before: Book) => rowChange('books.delete', 'book', before.id, before, null),
  /** A title a copy made when it was verified or first lent (decision 0022). */
  madeFromCopy: (book: Book): AuditDraft => ({
    kind: 'books.create',
    entity: 'book',
    entityId: book.id,
    changes: createdFields(book),
  }),
};
