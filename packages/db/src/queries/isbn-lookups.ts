import type { Db } from '../client';
import type { IsbnRecord } from '../tables/isbn-lookups';

/** What the outside catalogues answered for an ISBN, kept so a second copy asks no one. */

/** A cached catalogue answer for an ISBN-13. */
export function findIsbnLookup(db: Db, isbn: string) {
  return db.selectFrom('isbnLookups').selectAll().where('isbn', '=', isbn).executeTakeFirst();
}

/** Keeps (or refreshes) a catalogue answer. */
export async function saveIsbnLookup(
  db: Db,
  lookup: {
    isbn: string;
    found: boolean;
    source: IsbnRecord['source'] | null;
    record: IsbnRecord | null;
    now: Date;
  },
) {
  const values = {
    isbn: lookup.isbn,
    found: lookup.found,
    source: lookup.source,
    record: lookup.record ? JSON.stringify(lookup.record) : null,
    fetchedAt: lookup.now,
  };
  await db
    .insertInto('isbnLookups')
    .values(values)
    .onConflict((oc) => oc.column('isbn').doUpdateSet(values))
    .execute();
}
