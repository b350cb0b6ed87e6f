import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { findNewsletterSubscription, subscribeToNewsletter } from './newsletter';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const rows = async (email: string) =>
  (await t.db.selectFrom('newsletters').select('id').where('email', '=', email).execute()).length;

describe('subscribeToNewsletter', () => {
  it('adds a subscriber once and reports a repeat as already subscribed', async () => {
    expect(await subscribeToNewsletter(t.db, 'ravi@example.lk')).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expect(await subscribeToNewsletter(t.db, 'ravi@example.lk')).toEqual({
      subscribed: true,
      alreadySubscribed: true,
    });
    expect(await rows('ravi@example.lk')).toBe(1);
    expect(await findNewsletterSubscription(t.db, 'ravi@example.lk')).toMatchObject({
      email: 'ravi@example.lk',
      subscribedAt: expect.any(Date),
    });
  });

  it('keeps one row when twenty submissions of one address race each other', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => subscribeToNewsletter(t.db, 'race@example.lk')),
    );
    expect(outcomes.filter((o) => !o.alreadySubscribed)).toHaveLength(1);
    expect(await rows('race@example.lk')).toBe(1);
  });

  it('is refused by the table when the address was not normalised first', async () => {
    await expect(subscribeToNewsletter(t.db, 'Ravi@Example.lk')).rejects.toThrow(/check/);
    await expect(subscribeToNewsletter(t.db, ' ravi@example.lk')).rejects.toThrow(/check/);
  });
});
