import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/context';

// Every entry the desk's work writes (members, loans, the lending rules, and a title made from
// a copy), whole: kind, entity, who, when and exactly which changes. Written before the audit
// drafting moved from the db queries to the contract, and passing on both sides of that move.

let t: TestDatabase;
let desk: TestContext;
let admin: TestContext;
const NOW = new Date('2026-12-01T04:00:00Z');
const LATER = new Date('2026-12-10T06:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  desk = await createTestContext(t.db, { role: 'librarian', now: NOW });
  admin = await createTestContext(t.db, { role: 'super_admin', now: NOW });
});
afterAll(() => t.destroy());

/** The entries about one thing, oldest first, as stored. */
const trail = (entity: string, entityId: number | string) =>
  t.db
    .selectFrom('auditLog')
    .select(['kind', 'entity', 'entityId', 'actorId', 'actorEmail', 'at', 'changes'])
    .where('entity', '=', entity)
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();

const by = (ctx: TestContext, at = NOW) => ({
  actorId: ctx.user!.id,
  actorEmail: ctx.user!.email,
  at,
});

/** `[before, after]` as JSON gives it back (dates as ISO text). */
const dated = (before: Date | null, after: Date | null) => [
  before?.toISOString() ?? null,
  after?.toISOString() ?? null,
];

describe('the desk’s audit entries', () => {
  it('members: registered, edited, suspended, re-activated, given a sign-in', async () => {
    const member = await desk.caller.members.create({
      fullName: 'Entry Reader',
      phone: '0771234567',
      email: 'entry.reader@example.lk',
      branchId: 'JPL',
    });
    await desk.caller.members.update({ id: member.id, phone: '0219999999', branchId: 'NLR' });
    await desk.caller.members.update({ id: member.id, status: 'suspended' });
    await desk.caller.members.update({ id: member.id, status: 'active', fullName: 'E. Reader' });
    await desk.caller.members.createPasswordLink({ id: member.id });
    const { userId } = await t.db
      .selectFrom('members')
      .select('userId')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();

    const entry = { entity: 'member', entityId: String(member.id), ...by(desk) };
    expect(await trail('member', member.id)).toEqual([
      {
        ...entry,
        kind: 'members.create',
        changes: {
          memberNumber: [null, member.memberNumber],
          fullName: [null, 'Entry Reader'],
          phone: [null, '0771234567'],
          email: [null, 'entry.reader@example.lk'],
          branchId: [null, 'JPL'],
          status: [null, 'active'],
          // The category and contact preference a member starts with: adult, e-mails on.
          categoryId: [null, 'adult'],
          emailMessages: [null, true],
        },
      },
      {
        ...entry,
        kind: 'members.update',
        changes: { phone: ['0771234567', '0219999999'], branchId: ['JPL', 'NLR'] },
      },
      { ...entry, kind: 'members.suspend', changes: { status: ['active', 'suspended'] } },
      { ...entry, kind: 'members.update', changes: { fullName: ['Entry Reader', 'E. Reader'] } },
      { ...entry, kind: 'members.reactivate', changes: { status: ['suspended', 'active'] } },
      { ...entry, kind: 'members.password_link', changes: { userId: [null, userId] } },
    ]);
  });

  it('loans: lent (its copy joining a new title), renewed, returned; the lending rules', async () => {
    const member = await desk.caller.members.create({
      fullName: 'Loan Entry',
      phone: '0771234567',
      branchId: 'JPL',
    });
    const copy = await t.db
      .insertInto('bookInventory')
      .values({
        sku: 'JPL-AUDIT-0001',
        title: 'A title first lent',
        author: 'Desk Author',
        category: 'History',
        status: 'VERIFIED',
      })
      .returning(['id', 'sku'])
      .executeTakeFirstOrThrow();
    const loan = await desk.caller.loans.lendCopy({
      memberNumber: member.memberNumber,
      sku: copy.sku,
    });
    const later = await createTestContext(t.db, { user: desk.user, now: LATER });
    const renewed = await later.caller.loans.renewLoan({ id: loan.id });
    const returned = await later.caller.loans.returnCopy({ sku: copy.sku });
    const settingsBefore = await admin.caller.loans.settings();
    await admin.caller.loans.updateSettings({
      loanPeriodDays: 21,
      maxRenewals: settingsBefore.maxRenewals + 1,
    });
    await admin.caller.loans.updateSettings({ loanPeriodDays: 21 });

    const book = await t.db
      .selectFrom('books')
      .selectAll()
      .where('id', '=', loan.bookId!)
      .executeTakeFirstOrThrow();
    expect(await trail('book', book.id)).toEqual([
      {
        kind: 'books.create',
        entity: 'book',
        entityId: String(book.id),
        ...by(desk),
        changes: {
          title: [null, 'A title first lent'],
          author: [null, 'Desk Author'],
          genre: [null, 'history'],
          available: [null, 0],
          coverColor: [null, book.coverColor],
          language: [null, 'English'],
        },
      },
    ]);
    const entry = { entity: 'loan', entityId: String(loan.id) };
    expect(await trail('loan', loan.id)).toEqual([
      {
        ...entry,
        ...by(desk),
        kind: 'loans.lend',
        changes: {
          memberNumber: [null, member.memberNumber],
          sku: [null, copy.sku],
          dueDate: dated(null, loan.dueDate),
        },
      },
      {
        ...entry,
        ...by(desk, LATER),
        kind: 'loans.renew',
        changes: { dueDate: dated(loan.dueDate, renewed.dueDate), renewals: [0, 1] },
      },
      {
        ...entry,
        ...by(desk, LATER),
        kind: 'loans.return',
        changes: { status: ['active', 'returned'], returnDate: dated(null, LATER) },
      },
    ]);
    expect(returned.returned).toBe(true);
    // A change to nothing (21 days again) is no entry.
    const settings = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'entity', 'entityId', 'actorId', 'actorEmail', 'at', 'changes'])
      .where('entity', '=', 'loan_settings')
      .execute();
    expect(settings).toEqual([
      {
        kind: 'loans.settings',
        entity: 'loan_settings',
        entityId: null,
        ...by(admin),
        changes: {
          loanPeriodDays: [settingsBefore.loanPeriodDays, 21],
          maxRenewals: [settingsBefore.maxRenewals, settingsBefore.maxRenewals + 1],
        },
      },
    ]);
  });

  it('a verified copy’s new title is recorded before the verification, by the reviewer', async () => {
    const copy = await t.db
      .insertInto('bookInventory')
      .values({
        sku: 'JPL-AUDIT-0002',
        title: 'A title first verified',
        author: 'Review Author',
        category: 'Poetry',
        status: 'AWAITING_REVIEW',
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const verified = await desk.caller.inventory.update({ id: copy.id, status: 'VERIFIED' });
    const book = await t.db
      .selectFrom('books')
      .selectAll()
      .where('id', '=', verified.bookId!)
      .executeTakeFirstOrThrow();
    const entries = await t.db
      .selectFrom('auditLog')
      .select(['kind', 'entity', 'entityId', 'actorId', 'actorEmail', 'at', 'changes'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'book'), eb('entityId', '=', String(book.id))]),
          eb.and([eb('entity', '=', 'copy'), eb('entityId', '=', String(copy.id))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.kind)).toEqual(['books.create', 'inventory.verify']);
    expect(entries[0]).toEqual({
      kind: 'books.create',
      entity: 'book',
      entityId: String(book.id),
      ...by(desk),
      changes: {
        title: [null, 'A title first verified'],
        author: [null, 'Review Author'],
        genre: [null, 'poetry'],
        available: [null, 0],
        coverColor: [null, book.coverColor],
        language: [null, 'English'],
      },
    });
    expect(entries[1]).toMatchObject({ entity: 'copy', ...by(desk) });
    expect(entries[1]!.changes.status).toEqual(['AWAITING_REVIEW', 'VERIFIED']);
  });
});
