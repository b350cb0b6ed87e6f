import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authenticateToken } from '../tokens/secret';
import { createTestContext, useTestLibrary, type TestContext } from '../testing/context';

const library = useTestLibrary();
const t0 = new Date('2026-11-30T04:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

async function staffMember(role: 'librarian' | 'super_admin', now = t0): Promise<TestContext> {
  return createTestContext(library.db, { role, now });
}

/** A request made with `secret`, as the API makes it: the token's owner with the token on them. */
async function withToken(secret: string, now = t0): Promise<TestContext> {
  const user = await authenticateToken(library.db, secret, now);
  if (!user) throw new Error('token refused');
  return createTestContext(library.db, { user, now });
}

describe('making, listing and revoking tokens', () => {
  it('shows the secret once and keeps only its hash', async () => {
    const librarian = await staffMember('librarian');
    const made = await librarian.caller.tokens.create({
      name: 'Reading app',
      scopes: ['catalogue:read', 'catalogue:read'],
      expiresInDays: 30,
    });
    expect(made.token).toMatch(/^jpl_[A-Za-z0-9_-]{43}$/);
    expect(made.scopes).toEqual(['catalogue:read']);
    expect(made.expiresAt).toEqual(at(30 * 24 * 3600));
    const [listed] = await librarian.caller.tokens.list();
    expect(listed).toMatchObject({ id: made.id, name: 'Reading app', lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(made.token);
    expect(made.token.startsWith(listed!.prefix)).toBe(true);
    const { rows } = await sql<{ row: string }>`select a::text as row from api_tokens a
      where id = ${made.id}`.execute(library.db);
    expect(rows[0]!.row).not.toContain(made.token.slice(4));
  });

  it('lets each staff member manage their own and a super admin everyone’s', async () => {
    const librarian = await staffMember('librarian');
    const other = await staffMember('librarian');
    const admin = await staffMember('super_admin');
    const own = await librarian.caller.tokens.create({
      name: 'Desk kiosk',
      scopes: ['circulation'],
      expiresInDays: 7,
    });
    expect(
      (
        await librarian.refusal(
          librarian.caller.tokens.create({
            userId: other.user!.id,
            name: 'Not mine to make',
            scopes: ['circulation'],
            expiresInDays: 7,
          }),
        )
      ).appCode,
    ).toBe('FORBIDDEN');
    expect((await other.refusal(other.caller.tokens.revoke({ id: own.id }))).appCode).toBe(
      'NOT_FOUND',
    );
    expect(await other.caller.tokens.list({ userId: librarian.user!.id })).toEqual([]);
    const forOther = await admin.caller.tokens.create({
      userId: other.user!.id,
      name: 'Made by the admin',
      scopes: ['reports'],
      expiresInDays: 1,
    });
    expect((await other.caller.tokens.list()).map((x) => x.id)).toEqual([forOther.id]);
    const everyone = (await admin.caller.tokens.list()).map((x) => x.id);
    expect(everyone).toEqual(expect.arrayContaining([own.id, forOther.id]));
    const revoked = await admin.caller.tokens.revoke({ id: own.id });
    expect(revoked.revokedAt).toEqual(t0);
    expect(await librarian.caller.tokens.scopes()).toEqual([
      'catalogue:read',
      'catalogue:write',
      'circulation',
      'members:read',
      'members:write',
      'reports',
    ]);
  });

  it('gives the webhooks scope to super admins only, never to a librarian’s token', async () => {
    const librarian = await staffMember('librarian');
    const admin = await staffMember('super_admin');
    expect(await admin.caller.tokens.scopes()).toContain('webhooks');
    const own = { name: 'Hooks', scopes: ['webhooks' as const], expiresInDays: 1 };
    expect((await librarian.refusal(librarian.caller.tokens.create(own))).appCode).toBe(
      'FORBIDDEN',
    );
    const forLibrarian = { ...own, userId: librarian.user!.id };
    expect((await admin.refusal(admin.caller.tokens.create(forLibrarian))).appCode).toBe(
      'FORBIDDEN',
    );
    expect((await admin.caller.tokens.create(own)).scopes).toEqual(['webhooks']);
  });

  it('refuses scopes it does not know and expiries beyond a year', async () => {
    const librarian = await staffMember('librarian');
    for (const input of [
      { name: 'x', scopes: ['everything'], expiresInDays: 1 },
      { name: 'x', scopes: [], expiresInDays: 1 },
      { name: 'x', scopes: ['reports'], expiresInDays: 367 },
    ]) {
      const refusal = await librarian.refusal(
        librarian.caller.tokens.create(
          input as Parameters<typeof librarian.caller.tokens.create>[0],
        ),
      );
      expect(refusal.appCode).toBe('INVALID_INPUT');
    }
  });
});

describe('a token at work', () => {
  it('acts as its owner within its scopes, and never on tokens, sign-in or accounts', async () => {
    const librarian = await staffMember('librarian');
    const { token } = await librarian.caller.tokens.create({
      name: 'Catalogue reader',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    const app = await withToken(token);
    expect(app.user).toMatchObject({ id: librarian.user!.id, role: 'librarian' });
    expect((await app.caller.inventory.list({})).items).toBeDefined();
    for (const call of [
      app.caller.books.create({ title: 'Not allowed', author: 'Nobody', genre: 'fiction' }),
      app.caller.members.list({}),
      app.caller.tokens.list(),
      app.caller.tokens.create({ name: 'Another', scopes: ['catalogue:read'], expiresInDays: 1 }),
      app.caller.auth.logout(),
      app.caller.auth.me(),
    ]) {
      const refusal = await app.refusal(call);
      expect(refusal).toMatchObject({ appCode: 'TOKEN_REFUSED', httpStatus: 403 });
    }
    // Public reads need no scope.
    expect((await app.caller.books.list({})).items.length).toBeGreaterThan(0);
  });

  it('writes under its name in the audit trail', async () => {
    const librarian = await staffMember('librarian');
    const admin = await staffMember('super_admin');
    const { token } = await librarian.caller.tokens.create({
      name: 'Union catalogue sync',
      scopes: ['catalogue:write'],
      expiresInDays: 30,
    });
    const app = await withToken(token);
    const book = await app.caller.books.create({
      title: 'Yalpana Vaipava Malai',
      author: 'Mylvagana Pulavar',
      genre: 'history',
    });
    const { items } = await admin.caller.audit.list({ kind: 'books.create', limit: 5 });
    const entry = items.find((e) => e.entityId === String(book.id));
    expect(entry).toMatchObject({
      actorId: librarian.user!.id,
      actorEmail: librarian.user!.email,
      actorToken: 'Union catalogue sync',
    });
    // The same person's own changes carry no token.
    const mine = await librarian.caller.books.create({
      title: 'By hand',
      author: 'Me',
      genre: 'history',
    });
    const { items: again } = await admin.caller.audit.list({ kind: 'books.create', limit: 5 });
    expect(again.find((e) => e.entityId === String(mine.id))?.actorToken).toBeNull();
  });

  it('stops at once when revoked, expired, or its owner is disabled or no longer staff', async () => {
    const admin = await staffMember('super_admin');
    const librarian = await staffMember('librarian');
    const make = async (days = 30) =>
      (
        await librarian.caller.tokens.create({
          name: 'Short lived',
          scopes: ['reports'],
          expiresInDays: days,
        })
      ).token;

    const revoked = await make();
    expect(await authenticateToken(library.db, revoked, t0)).not.toBeNull();
    const [row] = await librarian.caller.tokens.list();
    await librarian.caller.tokens.revoke({ id: row!.id });
    expect(await authenticateToken(library.db, revoked, t0)).toBeNull();

    const expiring = await make(1);
    expect(await authenticateToken(library.db, expiring, at(24 * 3600 - 1))).not.toBeNull();
    expect(await authenticateToken(library.db, expiring, at(24 * 3600))).toBeNull();

    const owners = await make();
    await admin.caller.staff.setActive({ id: librarian.user!.id, isActive: false });
    expect(await authenticateToken(library.db, owners, t0)).toBeNull();
    await admin.caller.staff.setActive({ id: librarian.user!.id, isActive: true });
    expect(await authenticateToken(library.db, owners, t0)).not.toBeNull();
    await sql`update users set role = 'patron' where id = ${librarian.user!.id}`.execute(
      library.db,
    );
    expect(await authenticateToken(library.db, owners, t0)).toBeNull();

    expect(await authenticateToken(library.db, 'jpl_' + 'A'.repeat(43), t0)).toBeNull();
    expect(await authenticateToken(library.db, 'not a token', t0)).toBeNull();
  });

  it('loses a super admin’s power when its owner is made a librarian', async () => {
    const owner = await staffMember('super_admin');
    const { token } = await owner.caller.tokens.create({
      name: 'Audit export',
      scopes: ['reports'],
      expiresInDays: 30,
    });
    expect((await (await withToken(token)).caller.audit.kinds()).length).toBeGreaterThan(0);
    await sql`update users set role = 'librarian' where id = ${owner.user!.id}`.execute(library.db);
    const demoted = await withToken(token);
    expect((await demoted.refusal(demoted.caller.audit.kinds())).appCode).toBe('FORBIDDEN');
    expect(await demoted.caller.dashboard.stats()).toBeDefined();
  });

  it('records its last use at most once a minute', async () => {
    const librarian = await staffMember('librarian');
    const made = await librarian.caller.tokens.create({
      name: 'Busy bot',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    const lastUsed = async () =>
      (await librarian.caller.tokens.list()).find((x) => x.id === made.id)!.lastUsedAt;
    await authenticateToken(library.db, made.token, at(10));
    expect(await lastUsed()).toEqual(at(10));
    await authenticateToken(library.db, made.token, at(50));
    expect(await lastUsed()).toEqual(at(10));
    await authenticateToken(library.db, made.token, at(70));
    expect(await lastUsed()).toEqual(at(70));
  });

  it('checks a token with one indexed read per request (timed)', async () => {
    const librarian = await staffMember('librarian');
    const { token } = await librarian.caller.tokens.create({
      name: 'Timed',
      scopes: ['catalogue:read'],
      expiresInDays: 30,
    });
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const start = performance.now();
      await authenticateToken(library.db, token, t0);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // Reported, not asserted: the shared machine's load decides the figure (decision 0047).
    console.info(`token check p50 ${times[100]!.toFixed(2)} ms, p95 ${times[190]!.toFixed(2)} ms`);
    expect(times.length).toBe(200);
  });
});

describe('the owner check', () => {
  it('answers NOT_FOUND for a token that does not exist', async () => {
    const admin = await createTestContext(library.db, { role: 'super_admin' });
    const refusal = await admin.refusal(
      admin.caller.tokens.revoke({ id: '00000000-0000-4000-8000-00000000dead' }),
    );
    expect(refusal.appCode).toBe('NOT_FOUND');
  });
});
