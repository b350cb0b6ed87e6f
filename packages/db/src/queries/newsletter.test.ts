import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import {
  confirmNewsletterSubscription,
  findSubscriberByEmail,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const rows = async (email: string) =>
  (await t.db.selectFrom('newsletters').select('id').where('email', '=', email).execute()).length;

describe('subscribeToNewsletter', () => {
  it('adds a subscriber once and reports a repeat as already subscribed', async () => {
    expect(await subscribeToNewsletter(t.db, 'ravi@example.lk', 'ta')).toMatchObject({
      subscriber: { email: 'ravi@example.lk', language: 'ta', confirmedAt: null },
      alreadySubscribed: false,
    });
    // Signing up again from the Sinhala site keeps one row, in the new language.
    expect(await subscribeToNewsletter(t.db, 'ravi@example.lk', 'si')).toMatchObject({
      subscriber: { language: 'si' },
      alreadySubscribed: true,
    });
    expect(await rows('ravi@example.lk')).toBe(1);
    expect(await findSubscriberByEmail(t.db, 'ravi@example.lk')).toMatchObject({
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

  it('starts someone who had left unconfirmed again, and never un-confirms a subscriber', async () => {
    const { subscriber } = await subscribeToNewsletter(t.db, 'back@example.lk');
    const now = new Date('2026-11-24T08:00:00Z');
    await confirmNewsletterSubscription(t.db, subscriber.id, subscriber.email, now);
    expect((await subscribeToNewsletter(t.db, 'back@example.lk')).subscriber.confirmedAt).toEqual(
      now,
    );
    await unsubscribeFromNewsletter(t.db, subscriber.id, subscriber.email, now);
    // A confirmation link from before cannot bring back someone who left.
    expect(
      await confirmNewsletterSubscription(t.db, subscriber.id, subscriber.email, now),
    ).toBeUndefined();
    const again = await subscribeToNewsletter(t.db, 'back@example.lk');
    expect(again.subscriber).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });

  it('is refused by the table when the address was not normalised first', async () => {
    await expect(subscribeToNewsletter(t.db, 'Ravi@Example.lk')).rejects.toThrow(/check/);
    await expect(subscribeToNewsletter(t.db, ' ravi@example.lk')).rejects.toThrow(/check/);
  });
});
