import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { countRows, createTestDatabase, type TestDatabase } from '../testing';
import type { Member } from '../tables/members';
import type { DraftAudit } from './audit';
import { findUserById, insertUser } from './auth';
import {
  createMember,
  createMemberPasswordLink,
  findPasswordLink,
  listMembers,
  spendPasswordLink,
  updateMember,
  type MemberEdit,
  type MemberSignIn,
} from './members';

let t: TestDatabase;
let actor: { id: string; email: string };
beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  const user = await insertUser(t.db, {
    email: 'desk@members.test',
    passwordHash: 'unusable',
    role: 'librarian',
  });
  actor = { id: user!.id, email: user!.email };
});
afterAll(() => t.destroy());

const NOW = new Date('2026-12-01T04:30:00Z');
const HOUR = 60 * 60 * 1000;
const numberFor = (n: number) => `T${String(n).padStart(6, '0')}`;

// The contract drafts the real entries (api-contract's routers/audit-desk.test.ts): these
// stand-ins show what the queries hand it and that they write what it drafts, with the change.
const draft: {
  created: DraftAudit<Member>;
  edited: DraftAudit<MemberEdit>;
  signIn: DraftAudit<MemberSignIn>;
} = {
  created: (row) => ({
    kind: 'members.create',
    entity: 'member',
    entityId: row.id,
    changes: { fullName: [null, row.fullName] },
  }),
  edited: ({ before, after }) => ({
    kind: 'members.edit',
    entity: 'member',
    entityId: after.id,
    changes: {
      phone: [before.phone, after.phone],
      branchId: [before.branchId, after.branchId],
      status: [before.status, after.status],
    },
  }),
  signIn: (change) => ({
    kind: 'members.password_link',
    entity: 'member',
    entityId: change.memberId,
    changes: { userId: [change.userIdBefore, change.userId] },
  }),
};

const register = (fields: {
  fullName: string;
  phone?: string | null;
  email?: string | null;
  branchId?: string;
}) =>
  createMember(
    t.db,
    { phone: null, email: null, branchId: 'JPL', ...fields },
    { numberFor, actor, audit: draft.created, now: NOW },
  );

const audits = async (id: number) =>
  t.db
    .selectFrom('auditLog')
    .select(['kind', 'changes', 'actorEmail'])
    .where('entity', '=', 'member')
    .where('entityId', '=', String(id))
    .orderBy('id')
    .execute();

describe('registering members', () => {
  it('numbers them from their own sequence, stores the e-mail normalised, and audits it', async () => {
    const a = await register({ fullName: 'கமலா சிவராசா', email: '  Kamala@Example.LK ' });
    const b = await register({ fullName: 'නිමල් පෙරේරා', phone: '077 123 4567' });
    expect(Number(b.memberNumber.slice(1))).toBe(Number(a.memberNumber.slice(1)) + 1);
    expect(a).toMatchObject({
      email: 'kamala@example.lk',
      status: 'active',
      branchName: 'Jaffna Public Library',
      hasAccount: false,
      activeLoans: 0,
    });
    const [created] = await audits(a.id);
    expect(created).toMatchObject({ kind: 'members.create', actorEmail: actor.email });
    expect(created!.changes.fullName).toEqual([null, 'கமலா சிவராசா']);
  });

  it('refuses a member with neither phone nor e-mail (the database checks it too)', async () => {
    const before = await countRows(t.db, 'members');
    await expect(register({ fullName: 'Nobody Reachable' })).rejects.toMatchObject({
      code: '23514',
    });
    expect(await countRows(t.db, 'members')).toBe(before);
  });
});

describe('searching members', () => {
  it('finds by any part of the name in any script, the number, the phone digits or the e-mail', async () => {
    const fresh = await createTestDatabase({ seeded: true });
    onTestFinished(() => fresh.destroy());
    const db = fresh.db;
    const mk = (fullName: string, phone: string | null, email: string | null) =>
      createMember(
        db,
        { fullName, phone, email, branchId: 'JPL' },
        { numberFor, actor: null, audit: draft.created, now: NOW },
      );
    const tamil = await mk('தமிழ்ச்செல்வி இராசையா', '021-222 4455', null);
    const sinhala = await mk('කුමාරි ජයසිංහ', null, 'kumari@example.lk');
    const latin = await mk('Arun Kandiah', '0771234567', 'arun@example.lk');
    const names = async (q: string) =>
      (await listMembers(db, { q, limit: 10, offset: 0 })).items.map((m) => m.fullName);
    expect(await names('செல்வி')).toEqual([tamil.fullName]);
    expect(await names('ජයසිං')).toEqual([sinhala.fullName]);
    expect(await names('KANDIAH')).toEqual([latin.fullName]);
    expect(await names(latin.memberNumber.toLowerCase())).toEqual([latin.fullName]);
    expect(await names('2224455')).toEqual([tamil.fullName]);
    expect(await names('kumari@')).toEqual([sinhala.fullName]);
    // LIKE's own characters are plain text here.
    expect(await names('%')).toEqual([]);
    const page = await listMembers(db, { limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    await updateMember(
      db,
      latin.id,
      { status: 'suspended' },
      { actor: null, audit: draft.edited, now: NOW },
    );
    expect((await listMembers(db, { status: 'active', limit: 10, offset: 0 })).total).toBe(2);
  });
});

describe('editing, suspending and re-activating', () => {
  it('hands the audit drafting the member before and after each edit, and writes its entry', async () => {
    const m = await register({ fullName: 'Suresh Nadarajah', phone: '021 111 1111' });
    const edited = await updateMember(
      t.db,
      m.id,
      { phone: '021 999 9999', branchId: 'NLR' },
      { actor, audit: draft.edited, now: NOW },
    );
    expect(edited).toMatchObject({
      outcome: 'updated',
      member: { phone: '021 999 9999', branchId: 'NLR' },
    });
    await updateMember(
      t.db,
      m.id,
      { status: 'suspended' },
      { actor, audit: draft.edited, now: NOW },
    );
    await updateMember(t.db, m.id, { status: 'active' }, { actor, audit: draft.edited, now: NOW });
    const trail = await audits(m.id);
    expect(trail.map((a) => [a.kind, a.actorEmail])).toEqual([
      ['members.create', actor.email],
      ['members.edit', actor.email],
      ['members.edit', actor.email],
      ['members.edit', actor.email],
    ]);
    expect(trail[1]!.changes).toEqual({
      phone: ['021 111 1111', '021 999 9999'],
      branchId: ['JPL', 'NLR'],
      status: ['active', 'active'],
    });
    expect(trail[2]!.changes.status).toEqual(['active', 'suspended']);
    expect(trail[3]!.changes.status).toEqual(['suspended', 'active']);
  });

  it('refuses to leave a member unreachable, and an unknown member, changing nothing', async () => {
    const m = await register({ fullName: 'Only Phone', phone: '021 000 0000' });
    expect(
      await updateMember(t.db, m.id, { phone: null }, { actor, audit: draft.edited, now: NOW }),
    ).toEqual({
      outcome: 'unreachable',
    });
    expect(
      await updateMember(t.db, 999_999, { phone: '1' }, { actor, audit: draft.edited, now: NOW }),
    ).toEqual({
      outcome: 'missing',
    });
    expect((await audits(m.id)).map((a) => a.kind)).toEqual(['members.create']);
  });
});

describe('a sign-in for a member', () => {
  it('makes a patron account with their e-mail and a one-time link that sets the password once', async () => {
    const m = await register({ fullName: 'Vani Murugan', email: 'vani@example.lk' });
    const link = await createMemberPasswordLink(t.db, m.id, {
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date(NOW.getTime() + 72 * HOUR),
      unusablePasswordHash: '!unset',
      actor,
      audit: draft.signIn,
      now: NOW,
    });
    expect(link).toMatchObject({ outcome: 'created', email: 'vani@example.lk' });
    if (link.outcome !== 'created') return;
    expect(await findUserById(t.db, link.userId)).toMatchObject({
      role: 'patron',
      displayName: 'Vani Murugan',
      passwordHash: '!unset',
    });
    expect(await findPasswordLink(t.db, 'a'.repeat(64), NOW)).toMatchObject({ id: link.userId });

    // A second link replaces the first: only the newest one works.
    await createMemberPasswordLink(t.db, m.id, {
      tokenHash: 'b'.repeat(64),
      expiresAt: new Date(NOW.getTime() + 72 * HOUR),
      unusablePasswordHash: '!unset',
      actor,
      audit: draft.signIn,
      now: NOW,
    });
    expect(await findPasswordLink(t.db, 'a'.repeat(64), NOW)).toBeUndefined();
    expect(await spendPasswordLink(t.db, 'a'.repeat(64), 'hash-1', NOW)).toBeUndefined();

    const user = await spendPasswordLink(t.db, 'b'.repeat(64), 'hash-2', NOW);
    expect(user).toMatchObject({ id: link.userId, passwordHash: 'hash-2' });
    // Used once: a second use changes nothing.
    expect(await spendPasswordLink(t.db, 'b'.repeat(64), 'hash-3', NOW)).toBeUndefined();
    expect((await findUserById(t.db, link.userId))?.passwordHash).toBe('hash-2');
    // The member's e-mail and the account's stay one.
    await updateMember(
      t.db,
      m.id,
      { email: 'Vani.M@Example.lk' },
      { actor, audit: draft.edited, now: NOW },
    );
    expect((await findUserById(t.db, link.userId))?.email).toBe('vani.m@example.lk');
    expect(
      await updateMember(
        t.db,
        m.id,
        { email: null, phone: '1234567' },
        { actor, audit: draft.edited, now: NOW },
      ),
    ).toEqual({
      outcome: 'account-needs-email',
    });
  });

  it('expires, and is refused for a member without e-mail or whose e-mail another account has', async () => {
    const m = await register({ fullName: 'Late Reader', email: 'late@example.lk' });
    await createMemberPasswordLink(t.db, m.id, {
      tokenHash: 'c'.repeat(64),
      expiresAt: new Date(NOW.getTime() + HOUR),
      unusablePasswordHash: '!unset',
      actor,
      audit: draft.signIn,
      now: NOW,
    });
    const after = new Date(NOW.getTime() + 2 * HOUR);
    expect(await findPasswordLink(t.db, 'c'.repeat(64), after)).toBeUndefined();
    expect(await spendPasswordLink(t.db, 'c'.repeat(64), 'x', after)).toBeUndefined();

    const phoneOnly = await register({ fullName: 'Phone Only', phone: '0770000000' });
    const request = {
      tokenHash: 'd'.repeat(64),
      expiresAt: new Date(NOW.getTime() + HOUR),
      unusablePasswordHash: '!unset',
      actor,
      audit: draft.signIn,
      now: NOW,
    };
    expect(await createMemberPasswordLink(t.db, phoneOnly.id, request)).toEqual({
      outcome: 'no-email',
    });
    const clash = await register({ fullName: 'Staff Twin', email: actor.email });
    expect(await createMemberPasswordLink(t.db, clash.id, request)).toEqual({
      outcome: 'email-taken',
    });
    expect(await createMemberPasswordLink(t.db, 999_999, request)).toEqual({ outcome: 'missing' });
  });
});
