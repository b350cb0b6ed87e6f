import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '@app/testing/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, trpcMutation, trpcQuery, type TestApi } from '../testing';

/**
 * The newsletter's whole loop through the real mailer (nodemailer) to a local SMTP server
 * (smtp-server) that parses what arrives: sign-up, confirmation, an issue sent as a background
 * job, RFC 8058 one-click unsubscribe, and nothing more after it.
 */
const ORIGIN = 'https://library.example.lk';
let smtp: FakeSmtp;
let api: TestApi<'staff'>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  api = await startTestApi({
    seeded: false,
    roles: { staff: 'librarian' },
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

function link(mail: ReceivedMail, path: string): URL {
  const found = new RegExp(`${ORIGIN}${path}\\?s=\\d+&t=[^\\s>]+`).exec(
    `${mail.text}\n${mail.headers['list-unsubscribe'] ?? ''}`,
  );
  if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(found[0]);
}
const linkInput = (url: URL) => ({
  s: Number(url.searchParams.get('s')),
  t: url.searchParams.get('t')!,
});

async function issueSent(id: number) {
  for (let i = 0; i < 200; i++) {
    const res = await trpcQuery(api.app, 'newsletter.issueById', { id }, api.cookies.staff);
    const issue = res.json<{ result: { data: { json: { status: string } } } }>().result.data.json;
    if (issue.status === 'sent') return issue;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`issue ${id} was not sent`);
}

describe('the newsletter over SMTP', () => {
  it('subscribe → confirm → send → receive → unsubscribe (one click) → not sent again', async () => {
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'Kumari@Example.lk', language: 'si' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({ subscribed: true, confirmByMail: true });
    const [confirmation] = await smtp.waitFor('kumari@example.lk');
    expect(confirmation!.from).toBe('news@library.example.lk');
    expect(confirmation!.subject).toBe('යාපනය මහජන පුස්තකාලයේ පුවත් පත්‍රිකාවට ඔබගේ දායකත්වය තහවුරු කරන්න');
    expect(confirmation!.html).toContain('lang="si"');
    await trpcMutation(
      api.app,
      'newsletter.confirm',
      linkInput(link(confirmation!, '/newsletter/confirm')),
    );

    const issue = await trpcMutation<{ id: number }>(
      api.app,
      'newsletter.saveIssue',
      { content: { si: { subject: 'නව ඊ-පොත්', body: 'නව පොත් තුනක් <b>දැන්</b>.' } } },
      api.cookies.staff,
    );
    await trpcMutation(api.app, 'newsletter.send', { id: issue.id }, api.cookies.staff);
    const [, received] = await smtp.waitFor('kumari@example.lk', 2);
    expect(received!.subject).toBe('නව ඊ-පොත්');
    expect(received!.text).toContain('නව පොත් තුනක් <b>දැන්</b>.');
    expect(received!.html).toContain('&lt;b&gt;දැන්&lt;/b&gt;');
    expect(received!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await issueSent(issue.id)).toMatchObject({ recipientsTotal: 1, sentCount: 1 });

    // The mail client's one click: a form POST without an Origin, to the header's address.
    const oneClick = link(received!, '/api/newsletter/unsubscribe');
    const left = await api.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ email: 'ku••••@example.lk', unsubscribed: true });

    const second = await trpcMutation<{ id: number }>(
      api.app,
      'newsletter.saveIssue',
      { content: { en: { subject: 'Second issue', body: 'Hello again.' } } },
      api.cookies.staff,
    );
    await trpcMutation(api.app, 'newsletter.send', { id: second.id }, api.cookies.staff);
    expect(await issueSent(second.id)).toMatchObject({ recipientsTotal: 0, sentCount: 0 });
    expect(smtp.to('kumari@example.lk')).toHaveLength(2);
  });

  it('refuses a forged one-click link and a foreign site’s form, and unsubscribes nobody', async () => {
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?s=1&t=0.forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ appCode: 'NEWSLETTER_LINK_INVALID' });
    const csrf = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?s=1&t=0.forged',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(csrf.statusCode).toBe(403);
  });

  it('keeps a sign-up whose confirmation the mail server refused, to send later', async () => {
    smtp.failNext(1);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'later@example.lk', language: 'ta' },
    });
    // The same answer as any sign-up: the refusal is the library's to see, not the visitor's.
    expect(res.json()).toEqual({ subscribed: true, confirmByMail: true });
    const status = await trpcQuery(api.app, 'newsletter.status', undefined, api.cookies.staff);
    expect(status.json().result.data.json).toMatchObject({
      mailConfigured: true,
      unsentConfirmations: 1,
    });
    await trpcMutation(
      api.app,
      'newsletter.sendWaitingConfirmations',
      undefined,
      api.cookies.staff,
    );
    const [mail] = await smtp.waitFor('later@example.lk');
    expect(mail!.subject).toContain('உறுதிப்படுத்துங்கள்');
  });

  it('exports the list as CSV, paged as JSON with the total in a header', async () => {
    const csv = await api.app.inject({
      url: '/api/newsletter/subscribers/export?status=all',
      headers: { cookie: api.cookies.staff },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,language,state,subscribedAt,confirmedAt,unsubscribedAt');
    expect(lines.find((l) => l.startsWith('kumari@example.lk'))).toMatch(
      /^kumari@example\.lk,si,unsubscribed,/,
    );
    const page = await api.app.inject({
      url: '/api/newsletter/subscribers?limit=1',
      headers: { cookie: api.cookies.staff },
    });
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json()).toHaveLength(1);
    const visitor = await api.app.inject({ url: '/api/newsletter/subscribers/export' });
    expect(visitor.statusCode).toBe(401);
  });
});
