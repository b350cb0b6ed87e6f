import { formatMemberNumber } from '@app/api-contract/members/number';
import { circulationUpkeep } from '@app/api-contract';
import { startJobQueue } from '@app/db';
import { startFakeSmtp, type FakeSmtp } from '@app/testing/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * Messages to members through the job queue and the mailer (nodemailer) to a local SMTP
 * server. A hold through the HTTP API: a member reserves a title whose copy is out, the desk's return sets the copy aside
 * and names the member, the member is e-mailed once in their language, sees the hold ready in
 * "My account", and collects it at the desk; renewing online is refused while someone waits. Then the
 * circulation upkeep's due-soon reminder, once however many processes run it.
 */
const ORIGIN = 'https://library.example.lk';
let smtp: FakeSmtp;
let api: TestApi<'desk' | 'reader' | 'other'>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  api = await startTestApi({
    seeded: true,
    roles: { desk: 'librarian', reader: 'patron', other: 'patron' },
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <desk@library.example.lk>',
      PUBLIC_ORIGIN: ORIGIN,
    },
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  language = 'en',
) =>
  api.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

/** A member with the patron account `user`, reachable at `email`. */
async function memberFor(user: string, email: string, sequence: number) {
  const number = formatMemberNumber(sequence);
  return api.db
    .insertInto('members')
    .values({
      memberNumber: number,
      fullName: `Reader ${sequence}`,
      phone: null,
      email,
      branchId: 'JPL',
      userId: user,
    })
    .returning(['id', 'memberNumber'])
    .executeTakeFirstOrThrow();
}

/** The member-message jobs once `count` have finished. */
async function finishedMessages(count: number) {
  for (let i = 0; i < 400; i++) {
    const rows = await api.db
      .selectFrom('jobs')
      .select(['state', 'result'])
      .where('kind', '=', 'members.message')
      .execute();
    if (rows.length >= count && rows.every((row) => row.state === 'completed')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} member-message jobs did not finish`);
}

describe('messages to members over SMTP', () => {
  it('sets the returned copy aside, tells the member once in Tamil, and lends it to them only', async () => {
    const book = await api.db
      .insertInto('books')
      .values({ title: 'கடல் புறா', author: 'சாண்டில்யன்', genre: 'fiction' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('bookInventory')
      .values({ sku: 'JPL-HOLD-SMTP-1', title: 'கடல் புறா', bookId: book.id, status: 'VERIFIED' })
      .execute();
    const reader = await memberFor(api.ids.reader, 'reader@example.lk', 910_001);
    const other = await memberFor(api.ids.other, 'other@example.lk', 910_002);

    // On the shelf: nothing to reserve.
    const early = await call('POST', '/api/holds', api.cookies.reader, {
      titleId: book.id,
      pickupBranchId: 'JPL',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ appCode: 'HOLD_ON_SHELF' });

    const lent = await call('POST', '/api/loans', api.cookies.desk, {
      memberNumber: other.memberNumber,
      sku: 'JPL-HOLD-SMTP-1',
    });
    expect(lent.statusCode).toBe(201);
    const loanId = lent.json<{ id: number }>().id;

    // Reserved from a page in Tamil: the member's messages are in Tamil from then on.
    const placed = await call(
      'POST',
      '/api/holds',
      api.cookies.reader,
      { titleId: book.id, pickupBranchId: 'JPL' },
      'ta',
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'waiting', position: 1 });

    // The borrower may not renew online while someone waits; nor renew another's loan.
    const renew = await call('POST', `/api/me/loans/${loanId}/renew`, api.cookies.other);
    expect([renew.statusCode, renew.json().appCode]).toEqual([409, 'RENEWAL_ON_HOLD']);
    const notMine = await call('POST', `/api/me/loans/${loanId}/renew`, api.cookies.reader);
    expect(notMine.statusCode).toBe(404);

    const back = await call('POST', '/api/loans/return', api.cookies.desk, {
      sku: 'JPL-HOLD-SMTP-1',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      returned: true,
      copyStatus: 'ON_HOLD',
      heldFor: { memberNumber: reader.memberNumber, pickupBranchId: 'JPL' },
    });

    const [mail] = await smtp.waitFor('reader@example.lk');
    const branch = await api.db
      .selectFrom('branches')
      .select('nameTa')
      .where('id', '=', 'JPL')
      .executeTakeFirstOrThrow();
    expect(mail!.subject).toBe(`“கடல் புறா” ${branch.nameTa} இல் உங்களுக்காகக் காத்திருக்கிறது`);
    expect(mail!.html).toContain('lang="ta"');
    expect(mail!.text).toContain('அன்புள்ள Reader 910001,');
    expect(mail!.text).toContain(`${ORIGIN}/account`);
    expect(await finishedMessages(1)).toEqual([{ state: 'completed', result: { status: 'sent' } }]);
    const messages = await api.db
      .selectFrom('memberMessages')
      .select(['kind', 'status', 'language'])
      .where('memberId', '=', reader.id)
      .execute();
    expect(messages).toEqual([{ kind: 'hold-ready', status: 'sent', language: 'ta' }]);
    // The mail is its row's: sent again after a crash, it is the same message to the mailbox.
    const { id } = await api.db
      .selectFrom('memberMessages')
      .select('id')
      .where('memberId', '=', reader.id)
      .executeTakeFirstOrThrow();
    expect(mail!.headers['message-id']).toBe(`<member-message-${id}@library.example.lk>`);
    // Staff see it on the member's page; the member does not see others'.
    const sent = await call('GET', `/api/members/${reader.id}/messages`, api.cookies.desk);
    expect(sent.json()).toMatchObject([{ kind: 'hold-ready', status: 'sent', language: 'ta' }]);
    expect(
      (await call('GET', `/api/members/${reader.id}/messages`, api.cookies.other)).statusCode,
    ).toBe(403);

    const mine = await call('GET', '/api/me/holds', api.cookies.reader);
    expect(mine.json()).toMatchObject([
      { status: 'ready', sku: 'JPL-HOLD-SMTP-1', position: null, pickupBranch: { id: 'JPL' } },
    ]);

    // Set aside for the reader: refused to the other member, lent to the reader.
    const wrong = await call('POST', '/api/loans', api.cookies.desk, {
      memberNumber: other.memberNumber,
      sku: 'JPL-HOLD-SMTP-1',
    });
    expect([wrong.statusCode, wrong.json().appCode]).toEqual([409, 'COPY_NOT_AVAILABLE']);
    const collected = await call('POST', '/api/loans', api.cookies.desk, {
      memberNumber: reader.memberNumber,
      sku: 'JPL-HOLD-SMTP-1',
    });
    expect(collected.statusCode).toBe(201);
    expect((await call('GET', '/api/me/holds', api.cookies.reader)).json()).toEqual([]);
    expect(smtp.to('reader@example.lk')).toHaveLength(1);
  });

  it('e-mails the day’s due-soon reminders once, in each member’s language, through the upkeep', async () => {
    const queue = await startJobQueue({ db: api.db });
    try {
      const title = 'මඩොල් දූව';
      const copy = await api.db
        .insertInto('bookInventory')
        .values({ sku: 'JPL-REMIND-SMTP-1', title, status: 'ON_LOAN' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The borrower of the first test, who now wants messages in Sinhala.
      const member = await api.db
        .selectFrom('members')
        .select(['id', 'memberNumber'])
        .where('email', '=', 'other@example.lk')
        .executeTakeFirstOrThrow();
      await api.db
        .updateTable('members')
        .set({ messageLanguage: 'si' })
        .where('id', '=', member.id)
        .execute();
      const book = await api.db
        .insertInto('books')
        .values({ title, author: 'මාටින් වික්‍රමසිංහ', genre: 'fiction' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('loans')
        .values({
          bookId: book.id,
          memberId: member.id,
          inventoryId: copy.id,
          dueDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
        })
        .execute();
      const now = () => new Date();
      await circulationUpkeep({ db: api.db, jobs: queue, now });
      await circulationUpkeep({ db: api.db, jobs: queue, now });
      const [mail] = await smtp.waitFor('other@example.lk');
      expect(mail!.subject).toContain(`“${title}”`);
      expect(mail!.html).toContain('lang="si"');
      expect(mail!.text).toContain('සිහිකැඳවීමක්');
      // Two upkeeps (as two processes would run them): one reminder.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.to('other@example.lk').filter((m) => m.subject.includes(title))).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });
});
