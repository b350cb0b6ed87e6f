import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { DEFAULT_ADMIN_EMAIL, demoStaff, ensureFirstSuperAdmin } from './bootstrap';
import { verifyPassword } from './password';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase({ seeded: true });
});
afterEach(() => t.destroy());

const accounts = () =>
  t.db.selectFrom('users').select(['email', 'role', 'passwordHash']).orderBy('email').execute();

describe('no known password in production', () => {
  it('seeds only the library content unless the demo staff are asked for by name', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED).toBe('library');
    expect(loadConfig({ NODE_ENV: 'development' }).SEED).toBe('library');
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' }).SEED).toBe(
      'library',
    );
    expect(loadConfig({ SEED: 'demo' }).SEED).toBe('demo');
  });

  it('creates the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const first = await ensureFirstSuperAdmin(t.db, 'head@jaffnalibrary.lk', 'a long secret');
    expect(first).toEqual({
      outcome: 'created',
      email: 'head@jaffnalibrary.lk',
      generatedPassword: null,
    });
    const [admin] = await accounts();
    expect(admin).toMatchObject({ email: 'head@jaffnalibrary.lk', role: 'super_admin' });
    expect(await verifyPassword(admin!.passwordHash, 'a long secret')).toBe(true);
    // A restart with other values changes nothing: an active super admin exists.
    expect(await ensureFirstSuperAdmin(t.db, 'other@jaffnalibrary.lk', 'another one')).toEqual({
      outcome: 'exists',
    });
    expect(await accounts()).toHaveLength(1);
  });

  it('without a password, makes one that nobody knows and hands it back to be shown once', async () => {
    const created = await ensureFirstSuperAdmin(t.db, undefined, undefined);
    expect(created.outcome).toBe('created');
    if (created.outcome !== 'created') return;
    expect(created.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(created.generatedPassword).toMatch(/^[\w-]{20}$/);
    const [admin] = await accounts();
    expect(await verifyPassword(admin!.passwordHash, created.generatedPassword!)).toBe(true);
    // The published demo password does not open it.
    const demoPassword = demoStaff()[0]!.password;
    expect(await verifyPassword(admin!.passwordHash, demoPassword)).toBe(false);

    // Two processes starting together on another empty database: one account, one password.
    const other = await createTestDatabase({ seeded: true });
    try {
      const both = await Promise.all([
        ensureFirstSuperAdmin(other.db, undefined, undefined),
        ensureFirstSuperAdmin(other.db, undefined, undefined),
      ]);
      expect(both.filter((r) => r.outcome === 'created')).toHaveLength(1);
      const rows = await other.db.selectFrom('users').select('email').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await other.destroy();
    }
  });
});
