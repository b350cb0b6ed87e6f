import { createI18n } from '@app/i18n/resources';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * A refused field is explained in the caller's language (Accept-Language), in the house's own
 * sentences: zod's English never reaches a Tamil or Sinhala caller, over REST or tRPC.
 */
let api: TestApi<'staff'>;
beforeAll(async () => {
  api = await startTestApi({ roles: { staff: 'librarian' } });
});
afterAll(() => api.close());

const field = (lang: 'en' | 'si' | 'ta', key: string, params: Record<string, unknown> = {}) =>
  createI18n(lang).t(`errors:field.${key}` as never, params);

const post = (url: string, payload: object, language: string) =>
  api.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: api.cookies.staff, 'accept-language': language },
  });

describe('REST field errors', () => {
  it('says what is wrong with each field in Tamil, Sinhala or English', async () => {
    const book = { title: 'x'.repeat(301), genre: 'cookery' };
    for (const lang of ['ta', 'si', 'en'] as const) {
      const res = await post('/api/admin/books', book, `${lang}-LK,${lang};q=0.9`);
      expect(res.statusCode).toBe(400);
      const { fieldErrors } = res.json<{ fieldErrors: Record<string, string[]> }>();
      expect(fieldErrors.author).toEqual([field(lang, 'required')]);
      expect(fieldErrors.title).toEqual([field(lang, 'tooLong', { max: 300 })]);
      expect(fieldErrors.genre![0]).toContain(field(lang, 'choice', { options: '' }).slice(0, 8));
    }
    // The Tamil sentences are Tamil, not zod's English.
    const ta = await post('/api/admin/books', book, 'ta');
    expect(JSON.stringify(ta.json())).not.toMatch(/Invalid|expected|Too big/);
  });

  it("names a refinement's own sentence: a member needs a phone or an e-mail", async () => {
    const res = await post('/api/members', { fullName: 'தர்ஷினி', branchId: 'JPL' }, 'si');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { phone: [field('si', 'contact')] } });
  });

  it('translates the edge’s own refusal of a control character', async () => {
    const res = await post(
      '/api/admin/books',
      { title: 'a\u0000b', author: 'A', genre: 'art' },
      'ta',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { title: [field('ta', 'text')] } });
  });
});

describe('tRPC field errors', () => {
  it('carry the same sentences in data.fieldErrors', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/trpc/books.create',
      headers: { cookie: api.cookies.staff, 'accept-language': 'si' },
      payload: { json: { title: 'T', author: '', genre: 'art' } },
    });
    expect(res.statusCode).toBe(400);
    const error = superjson.deserialize<{ data: Record<string, unknown> }>(res.json().error);
    expect(error.data.fieldErrors).toEqual({ author: [field('si', 'required')] });
  });
});
