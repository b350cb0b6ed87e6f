import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { up } from './2026_11_24_020300_drop_unsafe_cover_urls';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

it('drops stored covers that are neither on the site nor on an allow-listed host over https', async () => {
  const kept = [
    '/api/ebooks/files/cover.jpg',
    'https://www.gutenberg.org/cache/epub/84/pg84.cover.medium.jpg',
    'https://covers.openlibrary.org/b/id/1-M.jpg',
    'https://ia800300.us.archive.org/x.jpg',
  ];
  const dropped = [
    'http://www.gutenberg.org/cover.jpg',
    'https://www.gutenberg.org:8443/cover.jpg',
    'https://user@www.gutenberg.org/cover.jpg',
    'https://gutenberg.org.evil.example/cover.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/cover.jpg',
    '//evil.example/cover.jpg',
    '/\\evil.example/cover.jpg',
    'javascript:alert(1)',
  ];
  await t.db
    .insertInto('ebooks')
    .values(
      [...kept, ...dropped].map((coverImageUrl, i) => ({
        title: `Cover ${i}`,
        author: 'A',
        genre: 'literature' as const,
        fileUrl: 'https://www.gutenberg.org/ebooks/84.epub3.images',
        coverImageUrl,
      })),
    )
    .execute();
  await up(t.db as unknown as Kysely<unknown>);
  const rows = await t.db.selectFrom('ebooks').select('coverImageUrl').orderBy('id').execute();
  expect(rows.map((r) => r.coverImageUrl)).toEqual([...kept, ...dropped.map(() => null)]);
});
