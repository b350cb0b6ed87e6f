import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '@app/testing/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn, startTestApi, type TestApi } from '../testing';

/**
 * "Forgot your password?" through the real job queue and mailer (nodemailer) to a local SMTP
 * server: the same answer for every address, a one-hour one-time link in the asker's language
 * for an account's address only, a new password that signs in, and the limits on asking.
 */
const ORIGIN = 'https://library.example.lk';
let smtp: FakeSmtp;
let api: TestApi<never>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  api = await startTestApi({
    seeded: false,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <news@library.example.lk>',
      PUBLIC_ORIGIN: ORIGIN,
    },
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

/** Every request comes from one reader's computer: the per-address limit counts them all. */
const ask = (payload: object) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload,
    remoteAddress: '192.0.2.44',
  });

/** The token of a set-password link in a mail (what follows `#`). */
function tokenIn(mail: ReceivedMail): string {
  const found = new RegExp(`${ORIGIN}/set-password#([A-Za-z0-9_-]{20,})`).exec(mail.text);
  if (!found) throw new Error(`no set-password link in "${mail.subject}"`);
  return found[1]!;
}

/** The password-reset jobs once all have finished, oldest first, with what each did. */
async function finishedResets(count: number) {
  for (let i = 0; i < 400; i++) {
    const rows = await api.db
      .selectFrom('jobs')
      .select(['state', 'result'])
      .where('kind', '=', 'auth.password-reset')
      .orderBy('createdAt')
      .execute();
    if (rows.length >= count && rows.every((row) => row.state === 'completed')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} password-reset jobs did not finish`);
}

describe('a forgotten password over SMTP', () => {
  it('e-mails a one-time link to an account’s address only, in the asker’s language', async () => {
    const reader = await createTestUser(api.db, 'patron', 'the old password');
    const answer = await ask({ email: `  ${reader.email.toUpperCase()} `, language: 'ta' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: true, mailConfigured: true });
    // An address nobody uses gets the very same answer, and no mail.
    const nobody = await ask({ email: 'nobody-here@example.lk' });
    expect(nobody.statusCode).toBe(202);
    expect(nobody.body).toBe(answer.body);

    const [mail] = await smtp.waitFor(reader.email);
    expect(mail!.subject).toBe(
      'உங்கள் யாழ்ப்பாணப் பொது நூலகக் கணக்குக்குப் புதிய கடவுச்சொல்லைத் தெரிவுசெய்யுங்கள்',
    );
    expect(mail!.html).toContain('lang="ta"');
    expect(mail!.text).toContain('வணக்கம் Test patron,');
    const results = await finishedResets(2);
    expect(results.map((row) => row.result)).toEqual([{ sent: true }, { sent: false }]);
    expect(smtp.to('nobody-here@example.lk')).toEqual([]);

    const token = tokenIn(mail!);
    const link = await api.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token },
    });
    expect(link.statusCode).toBe(200);
    const expiresAt = new Date(link.json<{ expiresAt: string }>().expiresAt).getTime();
    // An hour, not the three days of a link staff give at the desk.
    expect(expiresAt - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const chosen = await api.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'a new lagoon password' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await signIn(api.app, reader.email, 'a new lagoon password')).toContain('=');
    // The link works once.
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'someone else’s password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ appCode: 'PASSWORD_LINK_INVALID' });
  });

  it('sends one address at most three mails an hour, and refuses a computer after ten asks', async () => {
    const reader = await createTestUser(api.db, 'patron');
    for (let i = 0; i < 4; i++) {
      expect((await ask({ email: reader.email })).statusCode).toBe(202);
    }
    await finishedResets(6);
    expect(smtp.to(reader.email)).toHaveLength(3);
    // Only the newest link works: each one replaces the unused one before it.
    const tokens = smtp.to(reader.email).map(tokenIn);
    const works = await Promise.all(
      tokens.map(async (token) => {
        const res = await api.app.inject({
          method: 'POST',
          url: '/api/auth/password-link',
          payload: { token },
        });
        return res.statusCode;
      }),
    );
    expect(works).toEqual([400, 400, 200]);

    // Six asks so far from this computer; the eleventh in the hour is refused.
    for (let i = 0; i < 4; i++) {
      expect((await ask({ email: `someone-${i}@example.lk` })).statusCode).toBe(202);
    }
    const refused = await ask({ email: reader.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ appCode: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an address that is not one, and changes nothing', async () => {
    const before = await api.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'not an address' },
      remoteAddress: '192.0.2.45',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ appCode: 'INVALID_INPUT' });
    const after = await api.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
