import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMail } from '../holds/member-message';
import { createTestContext, type TestContext } from '../testing/context';
import { fakeJobs, fakeMailer, TEST_PUBLIC_ORIGIN } from '../testing/fake-services';
import { sendMemberMessage } from '@app/db';

/**
 * The desk e-mails a member their due slip (issue 27): queued once per request for the
 * member-message job, written in the member's language with every loan and its due day, and
 * refused, in the desk's language, when it cannot be sent.
 */
let t: TestDatabase;
let desk: TestContext;
const jobs = fakeJobs();
// 09:30 in Jaffna, Tuesday 1 December 2026.
const NOW = new Date('2026-12-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, {
    role: 'librarian',
    now: NOW,
    language: 'ta',
    services: { jobs: jobs.jobs },
  });
});
afterAll(() => t.destroy());

let n = 0;
async function borrower(email: string | undefined, titles: string[]) {
  const member = await desk.caller.members.create({
    fullName: `சீட்டு வாசகர் ${++n}`,
    phone: '0771234567',
    branchId: 'JPL',
    ...(email ? { email } : {}),
  });
  for (const title of titles) {
    const sku = `JPL-SLIP-${n}-${title.length}`;
    await t.db.insertInto('bookInventory').values({ sku, title, status: 'VERIFIED' }).execute();
    await desk.caller.loans.lendCopy({ memberNumber: member.memberNumber, sku });
  }
  return member;
}

describe('a due slip by e-mail', () => {
  it('is queued once per request and written in the member’s language, every loan with its day', async () => {
    const member = await borrower('slip@example.lk', ['பொன்னியின் செல்வன்', 'மடோல் தூவ']);
    await t.db
      .updateTable('members')
      .set({ messageLanguage: 'ta' })
      .where('id', '=', member.id)
      .execute();
    const requestId = crypto.randomUUID();
    const before = jobs.queued.length;
    const answer = await desk.caller.members.sendDueSlip({ id: member.id, requestId });
    expect(answer).toEqual({ queued: true, email: 'slip@example.lk' });
    expect(jobs.queued.slice(before).map((job) => job.name)).toEqual(['members.message']);
    // The same request again (its answer lost): no second message.
    await desk.caller.members.sendDueSlip({ id: member.id, requestId });
    expect(jobs.queued.length).toBe(before + 1);

    const { messageId } = jobs.queued[before]!.payload as { messageId: number };
    const mailer = fakeMailer();
    await sendMemberMessage(
      t.db,
      messageId,
      async (message) => {
        await mailer.mailer.send(memberMail(message, TEST_PUBLIC_ORIGIN));
        return 'sent';
      },
      NOW,
    );
    const [mail] = mailer.to('slip@example.lk');
    expect(mail!.subject).toBe('உங்கள் இரவல் நூல்களும் அவற்றைத் திருப்பித் தர வேண்டிய திகதிகளும்');
    expect(mail!.text).toContain(member.memberNumber);
    // Due at the end of Tuesday 15 December in Jaffna, written in Tamil.
    for (const title of ['பொன்னியின் செல்வன்', 'மடோல் தூவ']) {
      const line = mail!.text.split('\n').find((text) => text.includes(`“${title}”`));
      expect(line).toMatch(/டிசம்பர் 15.*அன்று திருப்பித் தர வேண்டும்$/);
      expect(mail!.html).toContain(`<li>“${title}”`);
    }
  });

  it('is refused when the member has no address, turned e-mail off or has nothing out', async () => {
    const noAddress = await borrower(undefined, ['ஒரு நூல்']);
    expect(await desk.refusal(desk.caller.members.sendDueSlip({ id: noAddress.id }))).toMatchObject(
      {
        httpStatus: 409,
        appCode: 'MEMBER_HAS_NO_EMAIL',
        message: expect.stringContaining('அச்சிடுங்கள்'),
      },
    );
    const optedOut = await borrower('off@example.lk', ['இன்னொரு நூல்']);
    await t.db
      .updateTable('members')
      .set({ emailMessages: false })
      .where('id', '=', optedOut.id)
      .execute();
    expect(await desk.refusal(desk.caller.members.sendDueSlip({ id: optedOut.id }))).toMatchObject({
      httpStatus: 409,
      appCode: 'MEMBER_EMAIL_OFF',
    });
    const idle = await borrower('idle@example.lk', []);
    expect(await desk.refusal(desk.caller.members.sendDueSlip({ id: idle.id }))).toMatchObject({
      httpStatus: 409,
      appCode: 'MEMBER_HAS_NO_LOANS',
    });
    expect(await desk.refusal(desk.caller.members.sendDueSlip({ id: 999_999 }))).toMatchObject({
      httpStatus: 404,
      appCode: 'MEMBER_NOT_FOUND',
    });
  });

  it('is refused when this server sends no mail, and only staff may ask', async () => {
    const member = await borrower('nomail@example.lk', ['மூன்றாம் நூல்']);
    const offline = await createTestContext(t.db, {
      role: 'librarian',
      now: NOW,
      services: { mailer: fakeMailer({ configured: false }).mailer },
    });
    expect(
      await offline.refusal(offline.caller.members.sendDueSlip({ id: member.id })),
    ).toMatchObject({ httpStatus: 412, appCode: 'MAIL_NOT_CONFIGURED' });
    const patron = await createTestContext(t.db, { role: 'patron', now: NOW });
    expect(
      await patron.refusal(patron.caller.members.sendDueSlip({ id: member.id })),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
