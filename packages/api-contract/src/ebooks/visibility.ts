import { isStaffRole, type UserRole } from '@app/db/constants';

/**
 * How an e-book is being shown: as its `record` to someone (the collection's answer for one
 * e-book, a reader's place and marks in it), or `published`, the same for everyone (its file,
 * the site's page head and preview card, the OPDS feeds).
 */
export type EbookShowing =
  { as: 'record'; viewer: { role: UserRole } | null } | { as: 'published' };

/**
 * Who sees an e-book, the one rule: an active e-book, everyone, everywhere; an inactive
 * (withdrawn) one only staff, and only its record. Its file, page and feeds are withdrawn for
 * everyone, staff included: they have the source, and a withdrawn file must not be passed on.
 * (The public lists, in SQL, hold active e-books only: the same rule, `published`.)
 */
export function visibleEbook(ebook: { isActive: boolean }, showing: EbookShowing): boolean {
  if (ebook.isActive) return true;
  return showing.as === 'record' && isStaffRole(showing.viewer?.role);
}
