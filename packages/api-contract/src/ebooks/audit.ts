import type { Ebook } from '@app/db';
import { rowChange } from '../audit';

/** The audit entries of the e-books (`ebooks.*`, entity `ebook`). */
export const ebookAudit = {
  created: (ebook: Ebook) => rowChange('ebooks.create', 'ebook', ebook.id, null, ebook),
  updated: (before: Ebook, after: Ebook) =>
    rowChange('ebooks.update', 'ebook', after.id, before, after),
  deleted: (before: Ebook) => rowChange('ebooks.delete', 'ebook', before.id, before, null),
  /** Brought in from an outside catalogue (only when it was new). */
  imported: (ebook: Ebook) => rowChange('ebooks.import', 'ebook', ebook.id, null, ebook),
};
