import type { Db } from '../client';
import type { Ebook, NewEbook } from '../tables/ebooks';
import { insertEbookIfNew } from './ebooks';

/** An e-book found in an outside catalogue: where it came from is required. */
export type ImportedEbook = NewEbook & { source: string; sourceId: string };

/**
 * Inserts an imported e-book unless the library already holds that book of that catalogue
 * (unique `source` + `source_id`). The database decides, so importing the same book twice, or
 * from two tabs at once, yields one row; the second caller gets the existing one back. The
 * row gets its search columns like any other e-book, so it is found by the catalogue search.
 */
export async function insertImportedEbook(
  db: Db,
  ebook: ImportedEbook,
): Promise<{ status: 'imported' | 'already'; ebook: Ebook }> {
  const { ebook: row, created } = await insertEbookIfNew(db, ebook);
  return { status: created ? 'imported' : 'already', ebook: row };
}

/** Which of `sourceIds` of one catalogue the library already holds. */
export async function findImportedSourceIds(
  db: Db,
  source: string,
  sourceIds: string[],
): Promise<Set<string>> {
  if (sourceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ebooks')
    .select('sourceId')
    .where('source', '=', source)
    .where('sourceId', 'in', sourceIds)
    .execute();
  return new Set(rows.map((row) => row.sourceId).filter((id): id is string => id !== null));
}
