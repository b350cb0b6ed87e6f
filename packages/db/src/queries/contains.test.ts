import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCollection } from '../generate';
import { exactKeyMap } from '../migrations/2026_11_26_120000_exact_trigram_key';
import { createTestDatabase, type TestDatabase } from '../testing';
import { listBooks } from './books';
import { substringSearch } from './contains';
import { countInventory, listInventory, streamInventory } from './inventory';

/** "Contains" searches of the copies and the books (decisions 0017, 0034), at a few thousand rows. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  await generateCollection(
    t.db,
    { books: 300, inventory: 4200 },
    { now: new Date('2026-11-24T06:00:00.000Z') },
  );
}, 120_000);
afterAll(() => t.destroy());

/** Every id of a list in its order, straight from SQL. */
async function allIds(query: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`${sql.raw(query)}`.execute(t.db);
  return rows.map((row) => row.id);
}

describe('a search of the copies', () => {
  it('gives its true total whether the first page holds every match or not', async () => {
    await t.db
      .insertInto('bookInventory')
      .values(
        ['Zanzibar Tides', 'Zanzibar Winds', 'Zanzibar Nights'].map((title, i) => ({
          sku: `SHORT-${i}`,
          title,
          author: 'Short Page',
        })),
      )
      .execute();
    const all = await listInventory(t.db, { q: 'zanzibar', limit: 50 });
    expect(all.items.map((copy) => copy.title).sort()).toEqual([
      'Zanzibar Nights',
      'Zanzibar Tides',
      'Zanzibar Winds',
    ]);
    expect(all.total).toBe(3);
    expect(all.items.every((copy) => copy.hasQrCode === false)).toBe(true);
    await t.db
      .updateTable('bookInventory')
      .set({ qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
      .where('sku', '=', 'SHORT-1')
      .execute();
    const labelled = await listInventory(t.db, { q: 'zanzibar', limit: 50 });
    expect(labelled.items.map((copy) => [copy.sku, copy.hasQrCode]).sort()).toEqual([
      ['SHORT-0', false],
      ['SHORT-1', true],
      ['SHORT-2', false],
    ]);
    expect(labelled.items[0]).not.toHaveProperty('qrCodeSvg');
    const first = await listInventory(t.db, { q: 'zanzibar', limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await listInventory(t.db, { q: 'zanzibar', limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, items: [{ sku: expect.any(String) }] });
    expect(await listInventory(t.db, { q: 'no such title anywhere', limit: 50 })).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('contains searches in every script', () => {
  const copy = (title: string, author: string | null, isbn: string | null) =>
    t.db
      .insertInto('bookInventory')
      .values({ sku: `SEARCH-${title.length}-${Math.random()}`, title, author, isbn })
      .returning('id')
      .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.tamil = (await copy('யாழ்ப்பாண வைபவமாலை', 'மயில்வாகனப் புலவர்', '9789559429001')).id;
    ids.sinhala = (await copy('ශ්\u200Dරී ලංකා ජන කතා', 'පරීක්ෂණ කතුවරයා', null)).id;
    ids.english = (await copy('The Hobbit', 'J. R. R. Tolkien', '9780261103344')).id;
    ids.percent = (await copy('100% Jaffna_Cooking', null, null)).id;
  });
  const search = async (q: string) =>
    (await listInventory(t.db, { q, limit: 200 })).items.map((item) => item.id);

  it.each([
    ['Tamil inside a word', 'வைபவ', 'tamil'],
    ['Tamil author', 'மயில்வாகன', 'tamil'],
    ['Sinhala with its joiner', 'ශ්\u200Dරී ලංකා', 'sinhala'],
    ['English, any case', 'hOBBIT', 'english'],
    ['the middle of a word', 'olkie', 'english'],
    ['ISBN digits', '0261103', 'english'],
    ['percent and underscore as themselves', '% Jaffna_C', 'percent'],
    ['two Tamil characters (keyed as four letters)', 'வை', 'tamil'],
    ['two letters, too short for a trigram (the keys read whole)', 'bB', 'english'],
    ['a percent sign as itself', '100%', 'percent'],
  ])('finds by %s (%s)', async (_label, q, key) => {
    expect(await search(q)).toContain(ids[key]);
    expect(await countInventory(t.db, { q })).toBe((await search(q)).length);
  });

  it('finds nothing that only matches across a field boundary or in another order', async () => {
    expect(await search('Hobbit J. R')).toEqual([]);
    expect(await search('Tolkien 97802')).toEqual([]);
    expect(await search('Jaffna%Cooking')).toEqual([]);
  });

  it('counts exactly what a field holds, for generated fields and needles', async () => {
    // A small alphabet of Latin (both cases), digits, Tamil and Sinhala letters, a joiner and
    // spaces, so needles often fall inside a field, across two, or on letters keyed alike.
    const letter = fc.constantFrom(...'aAbB9 -%_வைபகலශ්රී\u200D'.split(''));
    const field = fc.array(letter, { maxLength: 10 }).map((cs) => cs.join(''));
    const oracle = async (q: string) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from book_inventory
        where strpos(lower(title), lower(${q})) > 0
           or strpos(lower(coalesce(author, '')), lower(${q})) > 0
           or strpos(lower(coalesce(isbn, '')), lower(${q})) > 0`.execute(t.db);
      return rows[0]!.n;
    };
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(field, field, field),
        fc.nat(30),
        fc.integer({ min: 2, max: 6 }),
        async ([title, author, isbn], start, length) => {
          const sku = `EXACT-${++n}`;
          // Every other copy is added blank and then given its fields: the search's keys
          // follow an edit as they follow an insert (migration 2026_11_26_130000's triggers).
          const edited = n % 2 === 0;
          const fields = { title: `x${title}`, author, isbn };
          await t.db
            .insertInto('bookInventory')
            .values(edited ? { sku, title: 'blank' } : { sku, ...fields })
            .execute();
          if (edited)
            await t.db.updateTable('bookInventory').set(fields).where('sku', '=', sku).execute();
          try {
            // A needle from the copy's own fields joined (it may span two) or typed afresh.
            const joined = [...`x${title} ${author} ${isbn}`];
            const q = joined
              .slice(start % joined.length, (start % joined.length) + length)
              .join('');
            const text = substringSearch(q);
            if (!text) return;
            expect(await countInventory(t.db, { q }), JSON.stringify(q)).toBe(await oracle(text));
          } finally {
            await t.db.deleteFrom('bookInventory').where('sku', '=', sku).execute();
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('follows a copy’s status, and forgets a deleted copy', async () => {
    const [copy] = await t.db
      .insertInto('bookInventory')
      .values({ sku: 'KEYS-1', title: 'Quokka Almanac', author: 'Status Follower' })
      .returning('id')
      .execute();
    const verified = () => listInventory(t.db, { q: 'quokka', status: 'VERIFIED', limit: 10 });
    expect(await verified()).toEqual({ items: [], total: 0 });
    expect(await countInventory(t.db, { q: 'quokka', status: 'AWAITING_REVIEW' })).toBe(1);
    await t.db
      .updateTable('bookInventory')
      .set({ status: 'VERIFIED' })
      .where('id', '=', copy!.id)
      .execute();
    expect(await verified()).toMatchObject({ total: 1, items: [{ id: copy!.id }] });
    expect(await countInventory(t.db, { q: 'quokka', status: 'AWAITING_REVIEW' })).toBe(0);
    await t.db.deleteFrom('bookInventory').where('id', '=', copy!.id).execute();
    expect(await countInventory(t.db, { q: 'quokka' })).toBe(0);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from book_inventory_search where id = ${copy!.id}`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('never takes the letters Tamil and Sinhala are keyed by for Latin ones', async () => {
    const { from, codes } = exactKeyMap();
    // What 'வைபவ' is keyed as, lower-cased: a Latin needle the key alone would let through.
    const keyed = [...'வைபவ']
      .map((c) => codes[[...from].indexOf(c)])
      .join('')
      .toLowerCase();
    expect(keyed).toMatch(/^[a-z]{8}$/);
    expect(await search(keyed)).not.toContain(ids.tamil);
    expect(await countInventory(t.db, { q: keyed })).toBe((await search(keyed)).length);
  });

  it('treats one character as no search (nearly every title holds it)', async () => {
    const page = await listInventory(t.db, { q: 'a', limit: 5 });
    expect(page.total).toBe(await countInventory(t.db, {}));
  });

  it('streams every copy the filter selects, newest first, as the export reads them', async () => {
    const streamed: number[] = [];
    for await (const item of streamInventory(t.db, { status: 'VERIFIED' }, 100)) {
      streamed.push(item.id);
    }
    expect(streamed).toEqual(
      await allIds(
        "select id from book_inventory where status = 'VERIFIED' order by created_at desc, id desc",
      ),
    );
  });

  it('searches books by title or author with the same rule', async () => {
    const { items, total } = await listBooks(t.db, { q: 'SMITH', limit: 100 });
    expect(total).toBeGreaterThan(0);
    expect(items.every((book) => /smith/i.test(`${book.title} ${book.author}`))).toBe(true);
  });
});
