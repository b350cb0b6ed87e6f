import { watchCollectionChanges, type CollectionWatcher, type Db } from '@app/db';
import { generateCollection } from '@app/db/generate';
import {
  capturingDb,
  countRows,
  createTestDatabase,
  wholeTableReads,
  type TestDatabase,
} from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/context';

/**
 * Keeps the lists fast at size (decision 0017): over a large generated collection, every
 * query behind the public paths (REST, tRPC and OPDS read the same query functions) and the
 * staff lists is captured as the procedures run it and EXPLAINed with its own parameters,
 * under its own transaction's settings. A plan that reads a whole large table (a sequential
 * scan of ebooks, books, book_inventory, its search keys or ebook_downloads) fails: an index went missing, or
 * a query changed so that none serves it.
 */
const LARGE_TABLES = new Set([
  'ebooks',
  'books',
  'book_inventory',
  'book_inventory_search',
  'ebook_downloads',
]);
const SIZE = { ebooks: 30_000, books: 15_000, inventory: 30_000, downloads: 60_000, events: 400 };

let t: TestDatabase;
let logged: ReturnType<typeof capturingDb>;
let watcher: CollectionWatcher | undefined;
let visitor: TestContext;
let staff: TestContext;
let superAdmin: TestContext;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  await generateCollection(t.db, SIZE, { search: 'sql' });
  logged = capturingDb(t.url);
  // As in production: totals and page anchors are kept while the collection is unchanged.
  watcher = await watchCollectionChanges(logged.db);
  visitor = await createTestContext(logged.db);
  staff = await createTestContext(logged.db, { role: 'librarian' });
  superAdmin = await createTestContext(logged.db, { role: 'super_admin' });
}, 120_000);
afterAll(async () => {
  await watcher?.stop();
  await logged?.db.destroy();
  await t?.destroy();
});

/**
 * Runs `call` (reading an export's streamed body), then the large tables its plans read whole
 * (after `first`, run in the explaining transaction).
 */
async function plansOf(
  call: (db: Db) => Promise<unknown>,
  first: readonly string[] = [],
): Promise<string[]> {
  logged.take();
  const result = await call(logged.db);
  const body = (result as { body?: unknown } | undefined)?.body;
  if (body && typeof body === 'object' && Symbol.asyncIterator in body) {
    for await (const chunk of body as AsyncIterable<string>) void chunk;
  }
  const statements = logged.take();
  expect(statements.length).toBeGreaterThan(0);
  return wholeTableReads(t.db, statements, LARGE_TABLES, first);
}

describe('at size, every list reads through an index', () => {
  it('has a large collection to plan over', async () => {
    expect(await countRows(t.db, 'ebooks')).toBeGreaterThanOrEqual(SIZE.ebooks);
    expect(await countRows(t.db, 'bookInventory')).toBeGreaterThanOrEqual(SIZE.inventory);
  });

  const middle = () => Math.floor(SIZE.ebooks / 2) + 100;
  const publicCalls: [string, (db: Db) => Promise<unknown>][] = [
    ['books, first page', () => visitor.caller.books.list()],
    ['books of a genre', () => visitor.caller.books.list({ genre: 'poetry' })],
    ['books, a deep page', () => visitor.caller.books.list({ offset: 14_000 })],
    ['books searched in English', () => visitor.caller.books.list({ q: 'Walker' })],
    ['books searched in Tamil', () => visitor.caller.books.list({ q: 'கடல்' })],
    ['events to come', () => visitor.caller.events.list()],
    ['past events', () => visitor.caller.events.list({ when: 'past', offset: 24 })],
    ['branches', () => visitor.caller.branches.list()],
    ['e-books, first page', () => visitor.caller.ebooks.list()],
    ['e-books, the middle page', () => visitor.caller.ebooks.list({ offset: middle() })],
    ['e-books, near the end', () => visitor.caller.ebooks.list({ offset: SIZE.ebooks - 50 })],
    ['e-books of a genre', () => visitor.caller.ebooks.list({ genre: 'history', offset: 48 })],
    ['e-books of a language', () => visitor.caller.ebooks.list({ language: 'Sinhala' })],
    [
      'e-books of a genre and language, deep',
      () => visitor.caller.ebooks.list({ genre: 'poetry', language: 'Tamil', offset: 1000 }),
    ],
    ['featured shelf', () => visitor.caller.ebooks.featured()],
    ['popular shelf', () => visitor.caller.ebooks.popular()],
    ['popular, the middle page', () => visitor.caller.ebooks.popular({ offset: middle() })],
    ['recent shelf', () => visitor.caller.ebooks.recent()],
    ['one e-book', () => visitor.caller.ebooks.byId({ id: 1 })],
    ['a copy’s public page', () => visitor.caller.inventory.publicItem({ sku: 'GEN-0000042' })],
    ['a download counted', () => visitor.caller.ebooks.download({ id: 1 })],
    [
      'what deleting an e-book cascades to',
      (db) => db.deleteFrom('ebookDownloads').where('ebookId', '=', 1).execute(),
    ],
  ];
  const searches = [
    'river',
    'Journey Light',
    'கடல்',
    'கடல் கனவு',
    'මුහුද',
    'ගමන කවිය',
    'elefant',
    'harbr',
    'thirukkural',
    'Walker',
  ];
  for (const q of searches) {
    publicCalls.push([`search “${q}”`, () => visitor.caller.ebooks.search({ q })]);
    publicCalls.push([
      `search “${q}”, page 3 of a genre`,
      () => visitor.caller.ebooks.search({ q, genre: 'fiction', offset: 48 }),
    ]);
  }

  const staffCalls: [string, (db: Db) => Promise<unknown>][] = [
    ['staff e-books', () => staff.caller.ebooks.listAll()],
    ['staff e-books, last page', () => staff.caller.ebooks.listAll({ offset: SIZE.ebooks })],
    ['staff e-books, hidden', () => staff.caller.ebooks.listAll({ state: 'hidden' })],
    ['staff e-books of a genre', () => staff.caller.ebooks.listAll({ genre: 'science' })],
    ['staff e-books searched', () => staff.caller.ebooks.listAll({ q: 'river' })],
    ['inventory', () => staff.caller.inventory.list()],
    ['inventory, the middle page', () => staff.caller.inventory.list({ offset: 15_050 })],
    ['inventory, last page', () => staff.caller.inventory.list({ offset: SIZE.inventory - 10 })],
    ['inventory by status', () => staff.caller.inventory.list({ status: 'AWAITING_REVIEW' })],
    [
      'inventory by status, deep',
      () => staff.caller.inventory.list({ status: 'VERIFIED', offset: 9000 }),
    ],
    ['inventory searched by author', () => staff.caller.inventory.list({ q: 'Parker' })],
    ['inventory searched in Tamil', () => staff.caller.inventory.list({ q: 'நிலா' })],
    ['inventory searched in Sinhala', () => staff.caller.inventory.list({ q: 'ගුණසේකර' })],
    ['inventory searched for two Tamil letters', () => staff.caller.inventory.list({ q: 'நி' })],
    ['inventory searched by ISBN', () => staff.caller.inventory.list({ q: '97800000123' })],
    [
      'inventory searched within a status',
      () => staff.caller.inventory.list({ q: 'Harbour', status: 'VERIFIED' }),
    ],
    ['inventory figures', () => staff.caller.inventory.stats()],
    ['scan history', () => staff.caller.inventory.scanHistory()],
    [
      'inventory export',
      () => staff.caller.inventory.export({ format: 'csv', status: 'ARCHIVED', q: 'Smith' }),
    ],
    ['dashboard figures', () => staff.caller.dashboard.stats()],
    ['staff accounts', () => superAdmin.caller.staff.list()],
  ];

  it.each([...publicCalls, ...staffCalls])('%s', async (_label, call) => {
    expect(await plansOf(call)).toEqual([]);
  });

  it('notices when an index goes missing', async () => {
    const search = () => staff.caller.inventory.list({ q: 'Wright' });
    const withoutIndex = await plansOf(search, ['drop index book_inventory_search_text_idx']);
    // Its total at least (the page may still walk the newest-first index until it is full).
    expect(withoutIndex).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^book_inventory_search read whole by: select count/),
      ]),
    );
    const popular = () => visitor.caller.ebooks.popular({ offset: 5000 });
    expect(await plansOf(popular, ['drop index ebooks_popular_idx'])).not.toEqual([]);
  });
});
