import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEbookInput } from '../schemas/ebooks';
import { createTestContext, type TestContext } from '../testing/context';

let t: TestDatabase;
let visitor: TestContext;
let patron: TestContext;
let staff: TestContext;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  visitor = await createTestContext(t.db);
  patron = await createTestContext(t.db, { role: 'patron' });
  staff = await createTestContext(t.db, { role: 'librarian' });
});
afterAll(() => t.destroy());

const newEbook: CreateEbookInput = {
  title: 'பாரதியார் கவிதைகள்',
  author: 'சுப்பிரமணிய பாரதி',
  genre: 'poetry',
  language: 'Tamil',
  fileFormat: 'PDF',
  fileUrl: 'https://www.projectmadurai.org/pm_etexts/pdf/pm0012.pdf',
  description: '',
  fileSize: '0.5 MB',
  totalPages: 0,
  coverImageUrl: '',
  tags: [],
  rating: 0,
  isFeatured: false,
  isActive: true,
};
const addEbook = (changes: Partial<CreateEbookInput> = {}) =>
  staff.caller.ebooks.create({ ...newEbook, ...changes });

describe('the public lists', () => {
  let hiddenId: number;
  beforeAll(async () => {
    ({ id: hiddenId } = await addEbook({
      title: 'Withdrawn Gitanjali',
      isActive: false,
      isFeatured: true,
    }));
    await t.db
      .updateTable('ebooks')
      .set({ downloadCount: 1_000_000 })
      .where('id', '=', hiddenId)
      .execute();
  });

  it('never shows an inactive e-book in the list, featured, popular, recent or search', async () => {
    const lists = {
      list: (await visitor.caller.ebooks.list()).items,
      featured: (await visitor.caller.ebooks.featured()).items,
      popular: (await visitor.caller.ebooks.popular()).items,
      recent: (await visitor.caller.ebooks.recent()).items,
      search: (await visitor.caller.ebooks.search({ q: 'Gitanjali' })).items,
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(
        list.map((e) => e.id),
        name,
      ).not.toContain(hiddenId);
      expect(
        list.every((e) => e.isActive),
        name,
      ).toBe(true);
      expect(Object.keys(list[0]!), name).not.toContain('searchVector');
    }
  });

  it('hides an inactive e-book by id from the public but not from staff', async () => {
    for (const caller of [visitor, patron]) {
      expect(await caller.refusal(caller.caller.ebooks.byId({ id: hiddenId }))).toMatchObject({
        code: 'NOT_FOUND',
        appCode: 'NOT_FOUND',
      });
    }
    expect((await staff.caller.ebooks.byId({ id: hiddenId })).isActive).toBe(false);
  });

  it('orders popular by downloads and shows at most 12 on a shelf by default', async () => {
    const [first, second] = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    const downloads = (id: number, downloadCount: number) =>
      t.db.updateTable('ebooks').set({ downloadCount }).where('id', '=', id).execute();
    await downloads(second!.id, 500);
    await downloads(first!.id, 400);
    const { items: popular } = await visitor.caller.ebooks.popular();
    expect(popular.slice(0, 2).map((e) => e.id)).toEqual([second!.id, first!.id]);
    const counts = popular.map((e) => e.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(popular.length).toBeLessThanOrEqual(12);
    expect((await visitor.caller.ebooks.popular({ limit: 3 })).items).toHaveLength(3);
  });

  it('filters by genre and language, and lists more without them', async () => {
    const { items: tamilPoetry } = await visitor.caller.ebooks.list({
      genre: 'poetry',
      language: 'Tamil',
    });
    expect(tamilPoetry.length).toBeGreaterThan(0);
    for (const e of tamilPoetry) expect([e.genre, e.language]).toEqual(['poetry', 'Tamil']);
    expect((await visitor.caller.ebooks.list()).total).toBeGreaterThan(tamilPoetry.length);
    const bad = await visitor.refusal(visitor.caller.ebooks.list({ genre: 'cookery' as 'poetry' }));
    expect(bad).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { genre: [expect.any(String)] },
    });
  });
});

describe('ebooks.search', () => {
  it.each([
    ['an empty query', { q: '' }],
    ['a query of spaces', { q: '   ' }],
    ['no query at all', {}],
  ])('refuses %s with a field error', async (_, input) => {
    const refused = await visitor.refusal(visitor.caller.ebooks.search(input as { q: string }));
    expect(refused).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { q: [expect.any(String)] },
    });
  });

  it.each([
    ['thirukkural', 'திருக்குறள்'],
    ['திருக்குறள்', 'திருக்குறள்'],
    ['silappathikaram', 'சிலப்பதிகாரம் — புகார்க் காண்டம்'],
    ['Frankenstien', 'Frankenstein; Or, The Modern Prometheus'],
    ['pride prejudise', 'Pride and Prejudice'],
  ])('finds the seeded collection by %s', async (q, title) => {
    expect((await visitor.caller.ebooks.search({ q })).items[0]?.title).toBe(title);
  });

  it('finds Bharathiyar’s poems in the seed from the romanised name', async () => {
    const found = await visitor.caller.ebooks.search({ q: 'bharathiyar' });
    expect(found.items.map((e) => e.title)).toContain('கண்ணன் பாட்டு, குயில் பாட்டு');
  });
});

describe('paging (the one convention of every list)', () => {
  let monsoonIds: number[];
  beforeAll(async () => {
    monsoonIds = [];
    for (let i = 0; i < 30; i++) {
      const created = await addEbook({
        title: `Monsoon Letters ${i}`,
        author: 'Paging Test',
        language: 'English',
        genre: i % 2 ? 'history' : 'science',
        isActive: i !== 7,
      });
      monsoonIds.push(created.id);
    }
  });

  it('answers a page with the true total and the limit and offset it used', async () => {
    const first = await visitor.caller.ebooks.search({ q: 'monsoon letters', limit: 5 });
    expect(first).toMatchObject({ total: 29, limit: 5, offset: 0 });
    expect(first.items).toHaveLength(5);
    const seen = new Set<number>();
    for (let offset = 0; offset < first.total; offset += 5) {
      const page = await visitor.caller.ebooks.search({ q: 'monsoon letters', limit: 5, offset });
      expect(page.total).toBe(29);
      for (const e of page.items) seen.add(e.id);
    }
    expect(seen).toEqual(new Set(monsoonIds.filter((_, i) => i !== 7)));
  });

  it('reaches the last row of the collection a page at a time', async () => {
    const { total } = await visitor.caller.ebooks.list({ limit: 1 });
    const last = await visitor.caller.ebooks.list({ limit: 100, offset: total - 1 });
    expect(last.items).toHaveLength(1);
    const oldest = await t.db
      .selectFrom('ebooks')
      .select('id')
      .where('isActive', '=', true)
      .orderBy('createdAt')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(last.items[0]!.id).toBe(oldest.id);
    expect((await visitor.caller.ebooks.list({ offset: total })).items).toEqual([]);
  });

  it.each([
    ['a page larger than 100', { limit: 101 }, 'limit'],
    ['an empty page', { limit: 0 }, 'limit'],
    ['a negative offset', { offset: -1 }, 'offset'],
    ['a fractional offset', { offset: 1.5 }, 'offset'],
  ])('refuses %s with a field error', async (_label, input, field) => {
    const refused = await visitor.refusal(visitor.caller.ebooks.list(input));
    expect(refused).toMatchObject({
      appCode: 'INVALID_INPUT',
      fieldErrors: { [field]: [expect.any(String)] },
    });
  });

  it('gives staff every e-book, narrowed and searched on the server, hidden ones too', async () => {
    const hidden = await staff.caller.ebooks.listAll({ state: 'hidden', limit: 100 });
    expect(hidden.items.map((e) => e.id)).toContain(monsoonIds[7]);
    expect(hidden.items.every((e) => !e.isActive)).toBe(true);
    expect(hidden.total).toBe(hidden.items.length);

    const found = await staff.caller.ebooks.listAll({ q: 'monsoon letters', limit: 50 });
    expect(found.total).toBe(30);
    const hiddenFound = await staff.caller.ebooks.listAll({
      q: 'monsoon letters',
      state: 'hidden',
    });
    expect(hiddenFound.items.map((e) => e.id)).toEqual([monsoonIds[7]]);
    const science = await staff.caller.ebooks.listAll({
      q: 'monsoon',
      genre: 'science',
      limit: 50,
    });
    expect(science.total).toBe(15);

    const all = await staff.caller.ebooks.listAll({ limit: 1 });
    expect(all.total).toBe(await countRows(t.db, 'ebooks'));
    const lastPage = await staff.caller.ebooks.listAll({ limit: 24, offset: all.total - 2 });
    expect(lastPage.items).toHaveLength(2);
    expect(await visitor.refusal(visitor.caller.ebooks.listAll())).toMatchObject({
      appCode: 'UNAUTHENTICATED',
    });
  });
});

describe('staff create, update and delete', () => {
  it('refuses visitors and patrons, and writes nothing', async () => {
    const before = await countRows(t.db, 'ebooks');
    expect(await visitor.refusal(visitor.caller.ebooks.create(newEbook))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    // One call at a time: a call made up front would fail before it is awaited.
    for (const call of [
      () => patron.caller.ebooks.create(newEbook),
      () => patron.caller.ebooks.update({ id: 1, title: 'x' }),
      () => patron.caller.ebooks.delete({ id: 1 }),
    ]) {
      expect(await patron.refusal(call())).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await countRows(t.db, 'ebooks')).toBe(before);
  });

  it('adds an e-book with the spec defaults and empty fields as null', async () => {
    const meditations = await staff.caller.ebooks.create({
      title: '  Meditations  ',
      author: 'Marcus Aurelius',
      genre: 'philosophy',
      fileUrl: '/api/ebooks/files/abc123.pdf',
    });
    expect(meditations).toMatchObject({
      title: 'Meditations',
      language: 'English',
      fileFormat: 'PDF',
      isPublicDomain: true,
      rating: 0,
      downloadCount: 0,
      tags: [],
      isFeatured: false,
      isActive: true,
    });
    expect(await addEbook()).toMatchObject({
      description: null,
      coverImageUrl: null,
      totalPages: 0,
    });
  });

  it('refuses bad input with an error for each field at fault and writes nothing', async () => {
    const before = await countRows(t.db, 'ebooks');
    const refused = await staff.refusal(
      staff.caller.ebooks.create({
        title: '   ',
        genre: 'cookery',
        language: 'French',
        fileFormat: 'DOCX',
        fileUrl: 'https://evil.example.com/book.pdf',
        rating: 7,
        totalPages: -3,
      } as unknown as CreateEbookInput),
    );
    expect(refused.appCode).toBe('INVALID_INPUT');
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(
      [
        'author',
        'fileFormat',
        'fileUrl',
        'genre',
        'language',
        'rating',
        'title',
        'totalPages',
      ].sort(),
    );
    expect(refused.fieldErrors?.title).toEqual(['Title is required']);
    expect(refused.fieldErrors?.fileUrl?.[0]).toMatch(/Project Gutenberg/);
    expect(await countRows(t.db, 'ebooks')).toBe(before);
  });

  it('updates only the fields sent (searchable by the new title), refuses bad ones without writing, and answers NOT_FOUND for a missing id', async () => {
    const { id } = await addEbook();
    const updated = await staff.caller.ebooks.update({
      id,
      title: 'யாழ்ப்பாண வைபவ மாலை',
      isFeatured: true,
    });
    expect(updated).toMatchObject({
      id,
      title: 'யாழ்ப்பாண வைபவ மாலை',
      isFeatured: true,
      genre: 'poetry',
    });
    expect((await visitor.caller.ebooks.search({ q: 'yazhpanam' })).items[0]?.id).toBe(id);

    const bad = await staff.refusal(staff.caller.ebooks.update({ id, title: '', rating: 9 }));
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['rating', 'title']);
    expect((await visitor.caller.ebooks.byId({ id })).title).toBe('யாழ்ப்பாண வைபவ மாலை');

    expect(
      await staff.refusal(staff.caller.ebooks.update({ id: 999_999, title: 'x' })),
    ).toMatchObject({ appCode: 'NOT_FOUND' });
  });

  it('deletes an e-book, then answers NOT_FOUND for it', async () => {
    const { id } = await addEbook();
    expect(await staff.caller.ebooks.delete({ id })).toEqual({ id });
    expect(await visitor.refusal(visitor.caller.ebooks.byId({ id }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
    expect(await staff.refusal(staff.caller.ebooks.delete({ id }))).toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});

describe('ebooks.download', () => {
  const downloadRows = (ebookId: number) =>
    t.db.selectFrom('ebookDownloads').selectAll().where('ebookId', '=', ebookId).execute();

  it('counts 50 simultaneous downloads exactly and records each with ip, user agent and device', async () => {
    const { id } = await addEbook();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const readers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createTestContext(t.db, {
          request: {
            ip: `192.0.2.${i + 1}`,
            userAgent: i % 2 ? iphone : 'Mozilla/5.0 (X11; Linux x86_64)',
          },
        }),
      ),
    );
    const answers = await Promise.all(readers.map((r) => r.caller.ebooks.download({ id })));
    expect(answers[0]).toEqual({
      downloadUrl: `/api/ebooks/${id}/file?download=1`,
      filename: 'பாரதியார் கவிதைகள்.pdf',
    });
    expect((await visitor.caller.ebooks.byId({ id })).downloadCount).toBe(50);
    const rows = await downloadRows(id);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.ipAddress)).size).toBe(50);
    expect(rows.filter((r) => r.device === 'mobile')).toHaveLength(25);
    expect(rows.filter((r) => r.device === 'desktop')).toHaveLength(25);
    expect(rows.filter((r) => r.userAgent === iphone)).toHaveLength(25);
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });

  it('records the signed-in reader, and names the file in the title’s own script', async () => {
    const { id } = await addEbook({ title: 'ශ්‍රී ලංකා ජන කතා', fileFormat: 'EPUB' });
    const answer = await patron.caller.ebooks.download({ id });
    // The Sinhala title keeps its joiner (ශ්‍රී) and its script.
    expect(answer.filename).toBe('ශ්‍රී ලංකා ජන කතා.epub');
    const [row] = await downloadRows(id);
    expect(row!.userId).toBe(patron.user!.id);
  });

  it('answers NOT_FOUND for an inactive or missing e-book and counts nothing', async () => {
    const { id } = await addEbook({ isActive: false });
    for (const missing of [id, 999_999]) {
      expect(await visitor.refusal(visitor.caller.ebooks.download({ id: missing }))).toMatchObject({
        appCode: 'NOT_FOUND',
      });
    }
    expect((await staff.caller.ebooks.byId({ id })).downloadCount).toBe(0);
  });
});
