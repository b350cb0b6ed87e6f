import { sql } from 'kysely';
import { countRows, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { createTestContext, type TestContext } from '../testing/context';

let t: TestDatabase;
let admin: TestContext;
let librarian: TestContext;
const now = new Date('2026-11-24T05:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  // Passwords are the auth port's to hash (apps/api tests that); here any stand-in will do.
  const auth = {
    hashPassword: async (password: string) => `not-a-hash:${password.length}`,
    login: () => Promise.reject(new Error('not used')),
    logout: () => Promise.reject(new Error('not used')),
    setPasswordWithLink: () => Promise.reject(new Error('not used')),
    changePassword: () => Promise.reject(new Error('not used')),
  };
  admin = await createTestContext(t.db, { role: 'super_admin', now, services: { auth } });
  librarian = await createTestContext(t.db, { role: 'librarian', now });
});
afterAll(() => t.destroy());

const latest = async () =>
  (await admin.caller.audit.list({ limit: 1 })).items[0] as {
    kind: string;
    entity: string;
    entityId: string | null;
    actorId: string | null;
    actorEmail: string | null;
    at: Date;
    changes: Record<string, [unknown, unknown]>;
  };

describe('the audit trail records every staff change, with who, when and what', () => {
  it('books: create, edit and delete, each with its changed fields', async () => {
    const book = await librarian.caller.books.create({
      title: 'Yarl Pattinam',
      author: 'K. Sabaratnam',
      genre: 'history',
    });
    expect(await latest()).toMatchObject({
      kind: 'books.create',
      entity: 'book',
      entityId: String(book.id),
      actorId: librarian.user!.id,
      actorEmail: librarian.user!.email,
      at: now,
      changes: { title: [null, 'Yarl Pattinam'], available: [null, 1] },
    });
    await librarian.caller.books.update({ id: book.id, available: 3, title: 'Yarl Pattinam' });
    expect(await latest()).toMatchObject({
      kind: 'books.update',
      changes: { available: [1, 3] },
    });
    expect(Object.keys((await latest()).changes)).toEqual(['available']);
    await librarian.caller.books.delete({ id: book.id });
    expect(await latest()).toMatchObject({
      kind: 'books.delete',
      changes: { title: ['Yarl Pattinam', null], available: [3, null] },
    });
  });

  it('events, e-books, staff and the inventory (scan, verify, reject, label)', async () => {
    const event = await librarian.caller.events.create({
      title: 'Poetry evening',
      date: 'Dec 12, 2026',
      time: '5:30 PM',
      category: 'Discussion',
    });
    await librarian.caller.events.update({ id: event.id, maxAttendees: 80 });
    await librarian.caller.events.delete({ id: event.id });
    const ebook = await librarian.caller.ebooks.create({
      title: 'Audit me',
      author: 'A',
      genre: 'literature',
      fileUrl: 'https://www.gutenberg.org/ebooks/84.epub3.images',
    });
    await librarian.caller.ebooks.update({ id: ebook.id, rating: 4 });
    await librarian.caller.ebooks.delete({ id: ebook.id });
    const person = await admin.caller.staff.create({
      email: 'new.person@jaffnalibrary.lk',
      displayName: 'New Person',
      password: 'a long secret',
    });
    await admin.caller.staff.resetPassword({ id: person.id, password: 'another secret' });
    await admin.caller.staff.setActive({ id: person.id, isActive: false });
    const scanned = await librarian.caller.inventory.processScan({
      scanType: 'manual',
      isbn: '9780141439518',
    });
    await librarian.caller.inventory.generateQr({ inventoryIds: [scanned.id] });
    await librarian.caller.inventory.update({ id: scanned.id, status: 'VERIFIED' });
    const other = await librarian.caller.inventory.processScan({
      scanType: 'manual',
      isbn: '9780140449136',
    });
    await librarian.caller.inventory.update({ id: other.id, status: 'ARCHIVED' });

    const { items } = await admin.caller.audit.list({ limit: 50 });
    const kinds = items.map((e) => e.kind).reverse();
    expect(kinds.slice(-15)).toEqual([
      'events.create',
      'events.update',
      'events.delete',
      'ebooks.create',
      'ebooks.update',
      'ebooks.delete',
      'staff.create',
      'staff.resetPassword',
      'staff.deactivate',
      'inventory.scan',
      'inventory.label',
      // Verifying the first copy of a title puts the title in the public collection (issue 16).
      'books.create',
      'inventory.verify',
      'inventory.scan',
      'inventory.reject',
    ]);
    // Never a password or its hash.
    expect(JSON.stringify(items)).not.toMatch(/not-a-hash|secret|passwordHash/);
    const verify = items.find((e) => e.kind === 'inventory.verify')!;
    expect(verify.changes.status).toEqual(['AWAITING_REVIEW', 'VERIFIED']);
  });

  it('records nothing for a refused or failed change, and the change is not made without its record', async () => {
    const before = await countRows(t.db, 'auditLog');
    await librarian.refusal(librarian.caller.books.delete({ id: 999_999 }));
    await librarian.refusal(librarian.caller.books.update({ id: 999_999, available: 2 }));
    const anonymous = await createTestContext(t.db, {});
    await anonymous.refusal(
      anonymous.caller.books.create({ title: 'x', author: 'y', genre: 'history' }),
    );
    expect(await countRows(t.db, 'auditLog')).toBe(before);

    // The record cannot be written (the table refuses for a moment): the book is not added.
    const books = await countRows(t.db, 'books');
    await sql`alter table audit_log add constraint audit_refuses check (kind <> 'books.create') not valid`.execute(
      t.db,
    );
    try {
      await expect(
        librarian.caller.books.create({ title: 'Unrecorded', author: 'A', genre: 'history' }),
      ).rejects.toThrow();
    } finally {
      await sql`alter table audit_log drop constraint audit_refuses`.execute(t.db);
    }
    expect(await countRows(t.db, 'books')).toBe(books);
  });
});

describe('reading the trail', () => {
  it('is for super admins only', async () => {
    expect((await librarian.refusal(librarian.caller.audit.list({}))).appCode).toBe('FORBIDDEN');
    expect(
      (await librarian.refusal(librarian.caller.audit.export({ format: 'csv' }))).httpStatus,
    ).toBe(403);
  });

  it('filters by person, kind or domain, and dates, a page at a time', async () => {
    const mine = await admin.caller.audit.list({ actor: admin.user!.email, limit: 200 });
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e) => e.actorId === admin.user!.id)).toBe(true);
    expect((await admin.caller.audit.list({ actor: admin.user!.id })).total).toBe(mine.total);
    const books = await admin.caller.audit.list({ kind: 'books', limit: 2 });
    expect(books.items.every((e) => e.kind.startsWith('books.'))).toBe(true);
    expect(books).toMatchObject({ limit: 2, offset: 0 });
    expect(books.total).toBeGreaterThanOrEqual(3);
    const second = await admin.caller.audit.list({ kind: 'books', limit: 2, offset: 2 });
    expect(second.items[0]!.id).not.toBe(books.items[0]!.id);
    expect(
      (await admin.caller.audit.list({ kind: 'books.delete' })).items.every(
        (e) => e.kind === 'books.delete',
      ),
    ).toBe(true);
    expect(
      (await admin.caller.audit.list({ from: '2026-11-24', to: '2026-11-24' })).total,
    ).toBeGreaterThan(0);
    expect((await admin.caller.audit.list({ from: '2026-11-25' })).total).toBe(0);
    expect((await admin.caller.audit.list({ to: '2026-11-23' })).total).toBe(0);
    expect(await admin.caller.audit.kinds()).toContain('inventory.label');
  });

  it('exports as formula-safe CSV', async () => {
    const file = await admin.caller.audit.export({ format: 'csv', kind: 'books' });
    expect(file.contentType).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,actorEmail,actorId,kind,entity,entityId,changes');
    expect(lines.slice(1).every((line) => line.includes(',books.'))).toBe(true);
  });

  it('offers no way to change or delete an entry', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith('audit.'));
    expect(procedures.sort()).toEqual(['audit.export', 'audit.kinds', 'audit.list']);
  });
});
