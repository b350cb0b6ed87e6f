import { describe, expect, it } from 'vitest';
import { createTestContext, useTestLibrary } from '../testing/context';

const lib = useTestLibrary({ seeded: false });

const subscribe = (email: unknown) =>
  lib.visitor.caller.newsletter.subscribe({ email: email as string });

const subscribers = async () =>
  (await lib.db.selectFrom('newsletters').select('email').orderBy('id').execute()).map(
    (row) => row.email,
  );

describe('newsletter.subscribe', () => {
  it('subscribes a visitor, and a second time is a success that says so', async () => {
    expect(await subscribe('kavitha@example.lk')).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expect(await subscribe('kavitha@example.lk')).toEqual({
      subscribed: true,
      alreadySubscribed: true,
    });
    expect(await subscribers()).toEqual(['kavitha@example.lk']);
  });

  it('stores the address trimmed and lower-cased, so case variants are one subscriber', async () => {
    const variants = ['  Ravi.Kumar@Example.LK ', 'RAVI.KUMAR@EXAMPLE.LK', 'ravi.kumar@example.lk'];
    const already = [];
    for (const email of variants) already.push((await subscribe(email)).alreadySubscribed);
    expect(already).toEqual([false, true, true]);
    expect((await subscribers()).filter((e) => e.startsWith('ravi'))).toEqual([
      'ravi.kumar@example.lk',
    ]);
  });

  it('keeps a +tag and dots as typed: they may be different mailboxes', async () => {
    await subscribe('nila+library@example.lk');
    await subscribe('n.ila@example.lk');
    expect(await subscribers()).toEqual(
      expect.arrayContaining(['nila+library@example.lk', 'n.ila@example.lk']),
    );
  });

  it('keeps one row when the same address is sent twenty times at once (double-clicks)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe(i % 2 ? 'Race@Example.lk' : 'race@example.lk '),
      ),
    );
    expect(answers.filter((a) => !a.alreadySubscribed)).toHaveLength(1);
    expect(answers.filter((a) => a.alreadySubscribed)).toHaveLength(19);
    expect((await subscribers()).filter((e) => e === 'race@example.lk')).toHaveLength(1);
  });

  it.each([
    ['an empty address', ''],
    ['only spaces', '   '],
    ['no domain', 'ravi@'],
    ['two at-signs', 'ravi@@example.lk'],
    ['a name without an address', 'Ravi Kumar'],
    ['an address too long to be real', `${'a'.repeat(250)}@example.lk`],
    ['a number', 42],
    ['no e-mail at all', undefined],
  ])('refuses %s with a field error and stores nothing', async (_, email) => {
    const before = await subscribers();
    expect(await lib.visitor.refusal(subscribe(email))).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'INVALID_INPUT',
      message: 'Some of the information is not valid. Please check it and try again.',
      fieldErrors: { email: [expect.any(String)] },
    });
    expect(await subscribers()).toEqual(before);
  });

  it('answers the refusal in the visitor’s language', async () => {
    const tamil = await createTestContext(lib.db, { language: 'ta' });
    const refused = await tamil.refusal(tamil.caller.newsletter.subscribe({ email: 'nope' }));
    expect(refused.message).toBe('சில தகவல்கள் சரியானவை அல்ல. சரிபார்த்து மீண்டும் முயலவும்.');
  });
});
