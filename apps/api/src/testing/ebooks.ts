import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, NewEbook } from '@app/db';

/**
 * An e-book row as a test needs it: a literature title by someone, filed at Project Gutenberg,
 * with `fields` over that. Written straight to the table (dates and counts as given).
 */
export async function insertTestEbook(db: Db, fields: Partial<NewEbook>): Promise<number> {
  const row = await db
    .insertInto('ebooks')
    .values({
      title: 'Untitled',
      author: 'Someone',
      genre: 'literature',
      fileUrl: 'https://www.gutenberg.org/ebooks/1.epub',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores an e-book file in `uploadDir` as an upload does (named by its SHA-256) and answers
 * its path on the site, for an e-book's `fileUrl`: a file the app serves with no outside host.
 */
export function storeTestUpload(uploadDir: string, body: Buffer, extension: string): string {
  const name = `${createHash('sha256').update(body).digest('hex')}.${extension}`;
  mkdirSync(path.join(uploadDir, 'ebooks'), { recursive: true });
  writeFileSync(path.join(uploadDir, 'ebooks', name), body);
  return `/api/ebooks/files/${name}`;
}
