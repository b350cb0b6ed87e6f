import { randomUUID } from 'node:crypto';
import { startFakeSmtp, type FakeSmtp } from '@app/testing/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';

/**
 * The desk's e-mailed due slip over HTTP and SMTP (issue 27): `POST /api/members/{id}/due-slip`
 * answers 202, the member-message job mails the member's loans in their language to a local
 * SMTP server, once however often the same request is sent; a member without an address is
 * refused in the desk's language.
 */
let smtp: FakeSmtp;
let api: TestApi<'desk'>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  api = await startTestApi({
    seeded: true,
    roles: { desk: 'librarian' },
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Jaffna Public Library <desk@library.example.lk>',
      PUBLIC_ORIGIN: 'https://library.example.lk',
    },
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

const post = (url: string, payload: object, language = 'en') =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { cookie: api.cookies.desk, 'accept-language': language },
    payload,
  });

describe('a due slip by e-mail', () => {
  it('is accepted with 202 and mailed once, in Sinhala, with each loan and its day', async () => {
    const created = await post('/api/members', {
      fullName: 'සුනේත්‍රා පෙරේරා',
      email: 'slip-reader@example.lk',
      branchId: 'JPL',
    });
    expect(created.statusCode).toBe(201);
    const member = created.json<{ id: number; memberNumber: string }>();
    await api.db
      .updateTable('members')
      .set({ messageLanguage: 'si' })
      .where('id', '=', member.id)
      .execute();
    await api.db
      .insertInto('bookInventory')
      .values({ sku: 'JPL-SLIP-SMTP-1', title: 'මඩොල් දූව', status: 'VERIFIED' })
      .execute();
    const lent = await post('/api/loans', {
      memberNumber: member.memberNumber,
      sku: 'JPL-SLIP-SMTP-1',
    });
    expect(lent.statusCode).toBe(201);

    const requestId = randomUUID();
    const first = await post(`/api/members/${member.id}/due-slip`, { requestId });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ queued: true, email: 'slip-reader@example.lk' });
    const [mail] = await smtp.waitFor('slip-reader@example.lk');
    expect(mail!.subject).toBe('ඔබ ණයට ගත් පොත් සහ ඒවා ආපසු දිය යුතු දින');
    expect(mail!.text).toContain(member.memberNumber);
    expect(mail!.text).toMatch(/“මඩොල් දූව”: .+ දින ආපසු දිය යුතුයි/);

    // Sent again (the desk lost the answer): accepted, and no second mail.
    const again = await post(`/api/members/${member.id}/due-slip`, { requestId });
    expect(again.statusCode).toBe(202);
    const jobs = await api.db
      .selectFrom('memberMessages')
      .select('status')
      .where('memberId', '=', member.id)
      .execute();
    expect(jobs).toEqual([{ status: 'sent' }]);
    expect(smtp.to('slip-reader@example.lk')).toHaveLength(1);
  });

  it('is refused in the desk’s language for a member with no e-mail address', async () => {
    const created = await post('/api/members', {
      fullName: 'தொலைபேசி வாசகர்',
      phone: '021 222 9999',
      branchId: 'JPL',
    });
    const { id } = created.json<{ id: number }>();
    const refused = await post(`/api/members/${id}/due-slip`, {}, 'ta');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      appCode: 'MEMBER_HAS_NO_EMAIL',
      message: expect.stringContaining('மின்னஞ்சல் முகவரி இல்லை'),
    });
  });
});
