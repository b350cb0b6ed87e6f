import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * What the REST skin adds to newsletter.subscribe (normalising and idempotence are tested
 * beside the router, in packages/api-contract): statuses, the error body in the visitor's
 * language, and the origin check on a form post.
 */
let api: TestApi<never>;
beforeAll(async () => {
  api = await startTestApi({ seeded: false });
});
afterAll(() => api.close());

// Each sign-up from a reader of its own (one address may sign up ten times an hour).
let reader = 0;
const subscribe = (payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload,
    headers,
    remoteAddress: `198.51.100.${++reader % 250}`,
  });

const subscribers = async () =>
  (await api.db.selectFrom('newsletters').select('email').execute()).map((row) => row.email);

describe('POST /api/newsletter/subscribe', () => {
  it('answers a new address and one already there alike (status and body), telling only that mail is off', async () => {
    const first = await subscribe({ email: 'kavitha@example.lk' });
    const again = await subscribe({ email: 'Kavitha@Example.lk' });
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      // No mail server configured here: the sign-up is kept, its confirmation waits.
      expect(res.json()).toEqual({ subscribed: true, confirmByMail: false });
    }
    expect(first.body).toBe(again.body);
  });

  it('refuses a bad address with 400 and the house error body, in the visitor’s language', async () => {
    const en = await subscribe({ email: 'Ravi Kumar' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      appCode: 'INVALID_INPUT',
      message: 'Some of the information is not valid. Please check it and try again.',
      fieldErrors: { email: [expect.any(String)] },
    });
    const ta = await subscribe({ email: 'nope' }, { 'accept-language': 'ta' });
    expect(ta.json().message).toBe('சில தகவல்கள் சரியானவை அல்ல. சரிபார்த்து மீண்டும் முயலவும்.');
  });

  it('is open to anyone, and refuses a form posted from another site', async () => {
    const foreign = await subscribe(
      { email: 'csrf@example.lk' },
      { origin: 'https://evil.example.com' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await subscribers()).not.toContain('csrf@example.lk');
  });
});
