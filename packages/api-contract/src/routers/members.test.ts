import { readCode128Svg } from '@app/testing/code128';
import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMemberNumber, parseMemberNumber } from '../members/number';
import { createTestContext, type TestContext } from '../testing/context';
import { TEST_PUBLIC_ORIGIN } from '../testing/fake-services';

let t: TestDatabase;
let desk: TestContext;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, { role: 'librarian' });
});
afterAll(() => t.destroy());

const register = (fields: {
  fullName: string;
  phone?: string;
  email?: string;
  branchId?: string;
}) => desk.caller.members.create({ branchId: 'JPL', ...fields });

describe('registering a member at the desk', () => {
  it('gives them a checked member number and records who registered them', async () => {
    const member = await register({ fullName: 'சிவகாமி நடராஜா', phone: '+94 21 222 3344' });
    expect(parseMemberNumber(member.memberNumber)).toBe(member.memberNumber);
    expect(member).toMatchObject({
      fullName: 'சிவகாமி நடராஜா',
      phone: '+94 21 222 3344',
      email: null,
      branchId: 'JPL',
      status: 'active',
      hasAccount: false,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'actorEmail'])
      .where('entity', '=', 'member')
      .where('entityId', '=', String(member.id))
      .execute();
    expect(audit).toEqual([{ kind: 'members.create', actorEmail: desk.user!.email }]);
  });

  it('needs a phone number or an e-mail, a real branch, and writes nothing otherwise', async () => {
    const before = await countRows(t.db, 'members');
    const noContact = await desk.refusal(register({ fullName: 'Nobody' }));
    expect(noContact).toMatchObject({ httpStatus: 400, appCode: 'INVALID_INPUT' });
    expect(noContact.fieldErrors?.phone).toBeDefined();
    const badPhone = await desk.refusal(register({ fullName: 'Typo', phone: 'call me' }));
    expect(badPhone.fieldErrors?.phone).toBeDefined();
    const badEmail = await desk.refusal(register({ fullName: 'Typo', email: 'not-an-address' }));
    expect(badEmail.fieldErrors?.email).toBeDefined();
    const branch = await desk.refusal(
      register({ fullName: 'Far Away', phone: '0771234567', branchId: 'XXX' }),
    );
    expect(branch).toMatchObject({ httpStatus: 400, appCode: 'BRANCH_NOT_FOUND' });
    expect(await countRows(t.db, 'members')).toBe(before);
  });
});

describe('finding a member', () => {
  it('by a scanned or typed number; a mistyped one is refused with its digits named', async () => {
    const member = await register({ fullName: 'Ravi Shankar', email: 'ravi@example.lk' });
    const typed = member.memberNumber.toLowerCase().replace(/^m/, 'm ');
    expect((await desk.caller.members.byNumber({ memberNumber: typed })).id).toBe(member.id);
    const digits = member.memberNumber.slice(1);
    const wrong = `M${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
    const tamil = await createTestContext(t.db, { user: desk.user, language: 'ta' });
    const refusal = await tamil.refusal(tamil.caller.members.byNumber({ memberNumber: wrong }));
    expect(refusal).toMatchObject({ httpStatus: 400, appCode: 'MEMBER_NUMBER_INVALID' });
    expect(refusal.message).toContain(wrong);
    expect(refusal.message).toContain('உறுப்பினர் இலக்கம்');
    const unknown = await desk.refusal(
      desk.caller.members.byNumber({ memberNumber: formatMemberNumber(999_999) }),
    );
    expect(unknown).toMatchObject({ httpStatus: 404, appCode: 'MEMBER_NOT_FOUND' });
  });

  it('by any part of the name, one page at a time', async () => {
    await register({ fullName: 'Paging Person One', phone: '0710000001' });
    await register({ fullName: 'Paging Person Two', phone: '0710000002' });
    await register({ fullName: 'Paging Person Three', phone: '0710000003' });
    const page = await desk.caller.members.list({ q: 'paging person', limit: 2, offset: 0 });
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.items.map((m) => m.fullName)).toEqual(['Paging Person One', 'Paging Person Three']);
    const next = await desk.caller.members.list({ q: 'paging person', limit: 2, offset: 2 });
    expect(next.items.map((m) => m.fullName)).toEqual(['Paging Person Two']);
  });
});

describe('editing, suspending and re-activating', () => {
  it('changes what was sent and refuses to leave the member unreachable', async () => {
    const member = await register({ fullName: 'Meena Kumar', phone: '0771112222' });
    const edited = await desk.caller.members.update({
      id: member.id,
      email: 'Meena@Example.lk',
      branchId: 'NLR',
    });
    expect(edited).toMatchObject({
      email: 'meena@example.lk',
      branchId: 'NLR',
      phone: '0771112222',
    });
    const suspended = await desk.caller.members.update({ id: member.id, status: 'suspended' });
    expect(suspended.status).toBe('suspended');
    const back = await desk.caller.members.update({ id: member.id, status: 'active' });
    expect(back.status).toBe('active');
    await desk.caller.members.update({ id: member.id, phone: null });
    const unreachable = await desk.refusal(
      desk.caller.members.update({ id: member.id, email: null }),
    );
    expect(unreachable).toMatchObject({ httpStatus: 400, appCode: 'MEMBER_UNREACHABLE' });
    const missing = await desk.refusal(desk.caller.members.update({ id: 999_999, fullName: 'X' }));
    expect(missing).toMatchObject({ httpStatus: 404, appCode: 'MEMBER_NOT_FOUND' });
  });
});

describe('a member who signs in', () => {
  it('gets a one-time link on this site, with the token only in the fragment', async () => {
    const member = await register({ fullName: 'Lakshmi Rajan', email: 'lakshmi@example.lk' });
    const link = await desk.caller.members.createPasswordLink({ id: member.id });
    const url = new URL(link.url);
    expect(url.origin).toBe(TEST_PUBLIC_ORIGIN);
    expect(url.pathname).toBe('/set-password');
    expect(url.search).toBe('');
    expect(url.hash.length).toBeGreaterThan(20);
    expect(link.email).toBe('lakshmi@example.lk');
    // Whoever opens the link is greeted by name; a made-up token is refused.
    const visitor = await createTestContext(t.db);
    const token = url.hash.slice(1);
    expect(await visitor.caller.auth.checkPasswordLink({ token })).toMatchObject({
      displayName: 'Lakshmi Rajan',
      email: 'lakshmi@example.lk',
    });
    expect(
      await visitor.refusal(visitor.caller.auth.checkPasswordLink({ token: 'x'.repeat(32) })),
    ).toMatchObject({ httpStatus: 400, appCode: 'PASSWORD_LINK_INVALID' });
    expect((await desk.caller.members.byId({ id: member.id })).hasAccount).toBe(true);
  });

  it('needs an e-mail address, and sees their own membership (with its QR code) and nobody else’s', async () => {
    const phoneOnly = await register({ fullName: 'Phone Only', phone: '0779998888' });
    expect(
      await desk.refusal(desk.caller.members.createPasswordLink({ id: phoneOnly.id })),
    ).toMatchObject({ httpStatus: 409, appCode: 'MEMBER_NEEDS_EMAIL' });

    const member = await register({ fullName: 'Own Card', email: 'own@example.lk' });
    await desk.caller.members.createPasswordLink({ id: member.id });
    const { userId } = await t.db
      .selectFrom('members')
      .select('userId')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const patron = await createTestContext(t.db, {
      user: { id: userId!, email: 'own@example.lk', displayName: 'Own Card', role: 'patron' },
    });
    const { member: mine } = await patron.caller.members.mine();
    expect(mine).toMatchObject({ id: member.id, memberNumber: member.memberNumber });
    expect(mine?.qrCodeSvg).toContain('<svg');
    const stranger = await createTestContext(t.db, { role: 'patron' });
    expect(await stranger.caller.members.mine()).toEqual({ member: null });
  });
});

describe('member cards', () => {
  it('carry the number as a QR code and a Code 128 barcode, for each member asked for that exists', async () => {
    const a = await register({ fullName: 'கமலா', phone: '0770000011' });
    const b = await register({ fullName: 'කමලා', phone: '0770000012' });
    const cards = await desk.caller.members.cards({ ids: [a.id, b.id, 999_999] });
    expect(cards.map((c) => [c.fullName, c.memberNumber])).toEqual([
      ['கமலா', a.memberNumber],
      ['කමලා', b.memberNumber],
    ]);
    expect(cards[0]!.qrCodeSvg).toMatch(/^<svg/);
    // What a desk's USB scanner reads from the printed card: the member's number.
    expect(cards.map((card) => readCode128Svg(card.barcodeSvg))).toEqual([
      a.memberNumber,
      b.memberNumber,
    ]);
  });
});
