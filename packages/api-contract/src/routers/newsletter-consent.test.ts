import { describe, expect, it } from 'vitest';
import { runNewsletterIssueSend } from '../newsletter/send';
import type { MailMessage } from '../services';
import { createTestContext, useTestLibrary, type TestContext } from '../testing/context';
import { fakeJobs, fakeMailer, TEST_PUBLIC_ORIGIN } from '../testing/fake-services';

const mail = fakeMailer();
const jobs = fakeJobs();
const lib = useTestLibrary({ seeded: false, services: { mailer: mail.mailer, jobs: jobs.jobs } });

/** The `s` and `t` of a link in an e-mail's text. */
function linkIn(message: MailMessage, path: string) {
  const match = new RegExp(`${TEST_PUBLIC_ORIGIN}${path}\\?s=(\\d+)&t=([^\\s>]+)`).exec(
    `${message.text}\n${message.headers?.['List-Unsubscribe'] ?? ''}`,
  );
  if (!match) throw new Error(`no ${path} link in ${message.subject}`);
  return { s: Number(match[1]), t: decodeURIComponent(match[2]!) };
}

async function signUp(email: string, language: 'en' | 'si' | 'ta') {
  await lib.visitor.caller.newsletter.subscribe({ email, language });
  const confirmation = mail.to(email).at(-1)!;
  await lib.visitor.caller.newsletter.confirm(linkIn(confirmation, '/newsletter/confirm'));
}

async function sendIssue(
  staff: TestContext,
  content: Parameters<TestContext['caller']['newsletter']['saveIssue']>[0]['content'],
) {
  const issue = await staff.caller.newsletter.saveIssue({ content });
  await staff.caller.newsletter.send({ id: issue.id });
  await runNewsletterIssueSend(
    { db: lib.db, mailer: mail.mailer, publicOrigin: TEST_PUBLIC_ORIGIN, now: () => new Date() },
    issue.id,
  );
  return staff.caller.newsletter.issueById({ id: issue.id });
}

describe('double opt-in', () => {
  it('e-mails a signed link in the subscriber’s language; only a confirmed address counts', async () => {
    const answer = await lib.visitor.caller.newsletter.subscribe({
      email: 'Nila@Example.lk',
      language: 'ta',
    });
    expect(answer).toEqual({ subscribed: true, confirmByMail: true });
    const [confirmation] = mail.to('nila@example.lk');
    expect(confirmation!.subject).toBe(
      'யாழ்ப்பாணப் பொது நூலகச் செய்திமடலுக்கான உங்கள் பதிவை உறுதிப்படுத்துங்கள்',
    );
    expect((await lib.staff.caller.newsletter.status()).confirmed).toBe(0);
    expect((await lib.staff.caller.dashboard.stats()).newsletterSubs).toBe(0);

    const link = linkIn(confirmation!, '/newsletter/confirm');
    expect(await lib.visitor.caller.newsletter.confirm(link)).toEqual({
      email: 'ni••@example.lk',
      language: 'ta',
    });
    // Following the link again is fine.
    await lib.visitor.caller.newsletter.confirm(link);
    expect((await lib.staff.caller.newsletter.status()).confirmed).toBe(1);
    expect((await lib.staff.caller.dashboard.stats()).newsletterSubs).toBe(1);
  });

  it('refuses a link whose signature, subscriber or age is wrong, and confirms nobody', async () => {
    await lib.visitor.caller.newsletter.subscribe({ email: 'forged@example.lk', language: 'en' });
    const link = linkIn(mail.to('forged@example.lk')[0]!, '/newsletter/confirm');
    const refusals = [
      { ...link, t: `${link.t.split('.')[0]}.${'A'.repeat(43)}` },
      { ...link, s: link.s + 1 },
      { ...link, t: 'garbage' },
    ];
    for (const input of refusals) {
      const refusal = await lib.visitor.refusal(lib.visitor.caller.newsletter.confirm(input));
      expect(refusal).toMatchObject({ appCode: 'NEWSLETTER_LINK_INVALID', httpStatus: 400 });
    }
    // The unsubscribe link's token does not confirm, and a confirmation link goes stale.
    const later = await createTestContext(lib.db, { now: new Date(Date.now() + 8 * 86_400_000) });
    expect((await later.refusal(later.caller.newsletter.confirm(link))).appCode).toBe(
      'NEWSLETTER_LINK_INVALID',
    );
    const rows = await lib.db
      .selectFrom('newsletters')
      .select('confirmedAt')
      .where('email', '=', 'forged@example.lk')
      .execute();
    expect(rows[0]!.confirmedAt).toBeNull();
  });
});

describe('sending an issue', () => {
  it('reaches each confirmed subscriber once, in their language, with one-click unsubscribe; never the unconfirmed', async () => {
    await signUp('ravi@example.lk', 'en');
    await signUp('kumari@example.lk', 'si');
    await lib.visitor.caller.newsletter.subscribe({
      email: 'unconfirmed@example.lk',
      language: 'en',
    });
    const issue = await sendIssue(lib.staff, {
      en: { subject: 'New Tamil e-books', body: 'Dear readers,\n\nThree new <books>.' },
      si: { subject: 'නව ඊ-පොත්', body: 'ආදරණීය පාඨකයිනි,\n\nනව පොත් තුනක්.' },
    });
    expect(issue).toMatchObject({
      status: 'sent',
      sentCount: 3,
      failedCount: 0,
      recipientsTotal: 3,
    });
    expect(mail.to('unconfirmed@example.lk').map((m) => m.subject)).not.toContain(
      'New Tamil e-books',
    );
    const [sinhala] = mail.to('kumari@example.lk').filter((m) => m.subject === 'නව ඊ-පොත්');
    expect(sinhala!.text).toContain('නව පොත් තුනක්');
    expect(sinhala!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sinhala!.headers!['List-Unsubscribe']).toMatch(
      /^<https:\/\/library\.example\.lk\/api\/newsletter\/unsubscribe\?s=\d+&t=/,
    );
    // No Tamil version: the Tamil subscriber gets the English one; the HTML escapes the text.
    const [english] = mail.to('nila@example.lk').filter((m) => m.subject === 'New Tamil e-books');
    expect(english!.html).toContain('Three new &lt;books&gt;.');
    expect(english!.html).not.toContain('<books>');
  });

  it('does not send again to someone who left, nor twice when the job runs twice at once', async () => {
    const leaving = mail.to('ravi@example.lk').find((m) => m.headers?.['List-Unsubscribe'])!;
    expect(
      await lib.visitor.caller.newsletter.unsubscribe(
        linkIn(leaving, '/api/newsletter/unsubscribe'),
      ),
    ).toMatchObject({ unsubscribed: true });
    const issue = await lib.staff.caller.newsletter.saveIssue({
      content: { en: { subject: 'Second', body: 'Again.' } },
    });
    await lib.staff.caller.newsletter.send({ id: issue.id });
    const deps = {
      db: lib.db,
      mailer: mail.mailer,
      publicOrigin: TEST_PUBLIC_ORIGIN,
      now: () => new Date(),
    };
    await Promise.all([
      runNewsletterIssueSend(deps, issue.id),
      runNewsletterIssueSend(deps, issue.id),
    ]);
    const second = mail.sent
      .filter((m) => m.subject === 'Second')
      .map((m) => m.to)
      .sort();
    expect(second).toEqual(['kumari@example.lk', 'nila@example.lk']);
    expect(jobs.queued.at(-1)).toMatchObject({
      name: 'newsletter.send',
      payload: { issueId: issue.id },
    });
    // A started issue is kept as it went out, and cannot be started again.
    expect(
      (await lib.staff.refusal(lib.staff.caller.newsletter.send({ id: issue.id }))).appCode,
    ).toBe('NEWSLETTER_ISSUE_LOCKED');
    expect(
      (
        await lib.staff.refusal(
          lib.staff.caller.newsletter.saveIssue({
            id: issue.id,
            content: { en: { subject: 'x', body: 'y' } },
          }),
        )
      ).appCode,
    ).toBe('NEWSLETTER_ISSUE_LOCKED');
  });

  it('records a refused message as failed and goes on with the rest', async () => {
    const picky = fakeMailer({ failFor: (to) => to === 'nila@example.lk' });
    const issue = await lib.staff.caller.newsletter.saveIssue({
      content: { en: { subject: 'Third', body: 'x' } },
    });
    await lib.staff.caller.newsletter.send({ id: issue.id });
    await runNewsletterIssueSend(
      { db: lib.db, mailer: picky.mailer, publicOrigin: TEST_PUBLIC_ORIGIN, now: () => new Date() },
      issue.id,
    );
    expect(await lib.staff.caller.newsletter.issueById({ id: issue.id })).toMatchObject({
      status: 'sent',
      sentCount: 1,
      failedCount: 1,
    });
  });

  it('sends a test to the staff member in each language written, marked as a test', async () => {
    const issue = await lib.staff.caller.newsletter.saveIssue({
      content: {
        ta: { subject: 'புதிய நூல்கள்', body: 'வணக்கம்' },
        en: { subject: 'New books', body: 'Hello' },
      },
    });
    const answer = await lib.staff.caller.newsletter.sendTest({ id: issue.id });
    expect(answer.languages.sort()).toEqual(['en', 'ta']);
    expect(
      mail
        .to(lib.staff.user!.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['[Test] New books', '[சோதனை] புதிய நூல்கள்']);
    const preview = await lib.staff.caller.newsletter.preview({ id: issue.id, language: 'si' });
    expect(preview).toMatchObject({ language: 'en', subject: 'New books' });
  });
});

describe('without mail configured', () => {
  it('keeps sign-ups, says so to staff, and sends their confirmations once it is set up', async () => {
    const off = fakeMailer({ configured: false });
    const visitor = await createTestContext(lib.db, { services: { mailer: off.mailer } });
    const staff = await createTestContext(lib.db, {
      role: 'librarian',
      services: { mailer: off.mailer },
    });
    expect(
      await visitor.caller.newsletter.subscribe({ email: 'waiting@example.lk', language: 'si' }),
    ).toEqual({ subscribed: true, confirmByMail: false });
    expect(await staff.caller.newsletter.status()).toMatchObject({
      mailConfigured: false,
      unsentConfirmations: 1,
    });
    expect((await staff.refusal(staff.caller.newsletter.sendWaitingConfirmations())).appCode).toBe(
      'MAIL_NOT_CONFIGURED',
    );
    const issue = await staff.caller.newsletter.saveIssue({
      content: { en: { subject: 'x', body: 'y' } },
    });
    expect((await staff.refusal(staff.caller.newsletter.send({ id: issue.id }))).appCode).toBe(
      'MAIL_NOT_CONFIGURED',
    );
    expect((await lib.staff.caller.newsletter.sendWaitingConfirmations()).sent).toBe(1);
    expect(mail.to('waiting@example.lk')[0]!.subject).toBe(
      'යාපනය මහජන පුස්තකාලයේ පුවත් පත්‍රිකාවට ඔබගේ දායකත්වය තහවුරු කරන්න',
    );
  });
});

describe('the staff’s list', () => {
  it('pages and filters the subscribers; visitors and patrons are refused', async () => {
    const confirmed = await lib.staff.caller.newsletter.subscribers({
      status: 'confirmed',
      limit: 1,
    });
    expect(confirmed).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(confirmed.items).toHaveLength(1);
    const found = await lib.staff.caller.newsletter.subscribers({ q: 'KUMARI' });
    expect(found.items.map((s) => [s.email, s.language])).toEqual([['kumari@example.lk', 'si']]);
    expect(
      (await lib.staff.caller.newsletter.subscribers({ status: 'unsubscribed' })).items.map(
        (s) => s.email,
      ),
    ).toEqual(['ravi@example.lk']);
    expect(
      (await lib.visitor.refusal(lib.visitor.caller.newsletter.subscribers({}))).httpStatus,
    ).toBe(401);
    const patron = await createTestContext(lib.db, { role: 'patron' });
    expect((await patron.refusal(patron.caller.newsletter.status())).httpStatus).toBe(403);
  });

  it('refuses an issue with no language written', async () => {
    const refusal = await lib.staff.refusal(lib.staff.caller.newsletter.saveIssue({ content: {} }));
    expect(refusal.appCode).toBe('INVALID_INPUT');
  });
});
