import { describe, expect, it } from 'vitest';
import type { CreateEbookInput } from '../schemas/ebooks';
import { useTestLibrary } from '../testing/context';

const lib = useTestLibrary({ seeded: false });

const base: CreateEbookInput = {
  title: 'x',
  author: 'x',
  genre: 'poetry',
  language: 'Tamil',
  fileFormat: 'TXT',
  fileUrl: 'https://www.projectmadurai.org/pm_etexts/utf8/pmuni0001.html',
};
const add = (changes: Partial<CreateEbookInput>) =>
  lib.staff.caller.ebooks.create({ ...base, ...changes });

describe('ebooks.related', () => {
  it('answers the same author’s books first, then the same genre’s, never the book itself or a withdrawn one', async () => {
    const book = await add({ title: 'திருக்குறள்', author: 'திருவள்ளுவர்', genre: 'literature' });
    const sameAuthor = await add({
      title: 'திருக்குறள் உரை',
      author: 'திருவள்ளுவர்',
      genre: 'philosophy',
    });
    const sameGenre = await add({ title: 'நாலடியார்', author: 'சமண முனிவர்கள்', genre: 'literature' });
    await add({ title: 'Unrelated', author: 'Someone', genre: 'science', language: 'English' });
    await add({ title: 'Withdrawn', author: 'திருவள்ளுவர்', genre: 'literature', isActive: false });
    const related = await lib.visitor.caller.ebooks.related({ id: book.id });
    expect(related.map((e) => e.id)).toEqual([sameAuthor.id, sameGenre.id]);
    expect(related[0]).not.toHaveProperty('searchKey');
  });

  it('answers nothing for an unknown or withdrawn book, and keeps to the limit', async () => {
    expect(await lib.visitor.caller.ebooks.related({ id: 999_999 })).toEqual([]);
    const hidden = await add({ title: 'Hidden', author: 'Hidden', isActive: false });
    await add({ title: 'Also by Hidden', author: 'Hidden' });
    expect(await lib.visitor.caller.ebooks.related({ id: hidden.id })).toEqual([]);
    const poetry = await add({ title: 'Poems', author: 'Many', genre: 'poetry' });
    for (let i = 0; i < 3; i++)
      await add({ title: `Poems ${i}`, author: `Poet ${i}`, genre: 'poetry' });
    expect(await lib.visitor.caller.ebooks.related({ id: poetry.id, limit: 2 })).toHaveLength(2);
  });

  it('refuses an id that is not one', async () => {
    const refusal = await lib.visitor.refusal(lib.visitor.caller.ebooks.related({ id: -1 }));
    expect(refusal.appCode).toBe('INVALID_INPUT');
  });
});
