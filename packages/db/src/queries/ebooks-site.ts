import { sql } from 'kysely';
import type { Db } from '../client';
import type { Ebook } from '../tables/ebooks';
import { EBOOK_COLUMNS } from './ebooks';

/**
 * Active e-books related to one: by the same author first, then of the same genre, most read
 * first within each; never the book itself. Empty when the book is unknown or inactive.
 */
export function listRelatedEbooks(db: Db, id: number, limit: number): Promise<Ebook[]> {
  return db
    .selectFrom('ebooks as related')
    .innerJoin('ebooks as book', (join) =>
      join
        .on('book.id', '=', id)
        .on('book.isActive', '=', true)
        .onRef('related.id', '<>', 'book.id')
        .on((eb) =>
          eb.or([
            eb(sql`lower(related.author)`, '=', sql`lower(book.author)`),
            eb('related.genre', '=', eb.ref('book.genre')),
          ]),
        ),
    )
    .select(EBOOK_COLUMNS.map((column) => `related.${column}` as const))
    .where('related.isActive', '=', true)
    .orderBy(sql`lower(related.author) = lower(book.author)`, 'desc')
    .orderBy('related.downloadCount', 'desc')
    .orderBy('related.id', 'desc')
    .limit(limit)
    .execute();
}

/** What /sitemap.xml says of an e-book page: its id and when it last changed. */
export interface EbookSitemapEntry {
  id: number;
  updatedAt: Date;
}

/** Every active e-book's page, oldest first (a sitemap holds at most 50,000 addresses). */
export function listEbookSitemapEntries(db: Db, limit: number): Promise<EbookSitemapEntry[]> {
  return db
    .selectFrom('ebooks')
    .select(['id', 'updatedAt'])
    .where('isActive', '=', true)
    .orderBy('id')
    .limit(limit)
    .execute();
}
