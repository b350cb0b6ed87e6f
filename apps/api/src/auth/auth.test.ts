import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../env';
import { createServices } from '../services';
import { createStorage } from '../storage/create';
import { buildTestApp, createTestUser, manualClock, signIn } from '../testing';
import { verifyPassword } from './password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionIdFromToken } from './session';

/** These tests queue no work. */
const noJobs = { enqueue: () => Promise.reject(new Error('no jobs in this test')) };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = manualClock();
let t: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestDatabase({ seeded: true });
  app = await buildTestApp(t.db, { now: clock.now });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});
beforeEach(async () => {
  await t.db.deleteFrom('loginFailures').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

const login = (
  email: string,
  password: string,
  extra: { ip?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: extra.ip ?? '10.1.1.1',
    headers: extra.headers,
  });
const me = (cookie: string) =>
  app
    .inject({ url: '/api/auth/me', headers: { cookie } })
    .then((r) => r.json<{ user: { role: string } | null }>().user);

describe('signing in', () => {
  it('answers {success, user} and sets an HttpOnly, SameSite=Lax session cookie whose hash is all the server keeps', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const res = await login(staff.email.toUpperCase(), staff.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { id: staff.id, email: staff.email, displayName: 'Test librarian', role: 'librarian' },
    });
    const cookie = res.cookies.find((c) => c.name === 'jpl_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const sessions = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', staff.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([sessionIdFromToken(cookie.value)]);
    expect(sessions[0]!.id).not.toContain(cookie.value);
    expect(await me(`jpl_session=${cookie.value}`)).toMatchObject({ role: 'librarian' });
  });

  it('issues a new token at every sign-in', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const first = await signIn(app, staff.email, staff.password);
    const second = await signIn(app, staff.email, staff.password);
    expect(first).not.toBe(second);
  });

  it('gives the same answer, in similar time, for an unknown e-mail and a wrong password', async () => {
    // At the production cost: at the tests' minimal one a skipped hash would not show in time.
    const strongApp = await buildTestApp(t.db, {
      now: clock.now,
      env: { PASSWORD_HASH_COST: 'strong' },
    });
    onTestFinished(() => strongApp.close());
    const staff = await createTestUser(t.db, 'librarian', 'correct horse battery', 'strong');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await strongApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong password!' },
        remoteAddress: `10.9.${(Math.random() * 200) | 0}.1`,
      });
      return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
    };
    const unknown = [];
    const wrong = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(`nobody-${i}@example.lk`));
      wrong.push(await timed(staff.email));
    }
    for (const answer of [...unknown, ...wrong]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        appCode: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
    const median = (rs: { ms: number }[]) => rs.map((r) => r.ms).sort((a, b) => a - b)[2]!;
    const ratio = median(unknown) / median(wrong);
    // Skipping the password hash for an unknown address would make it some hundred times
    // faster; the wide band only absorbs a busy machine (CI runs suites side by side).
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 iterations unless told otherwise', async () => {
    // The services of a configuration that says nothing about cost, as production runs them
    // (the tests' own app hashes at the minimal cost to stay quick).
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const services = createServices(config, t.db, createStorage(config), noJobs);
    const passwordHash = await services.auth.hashPassword('correct horse battery');
    await services.close();
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(passwordHash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(passwordHash, 'correct horse battery')).toBe(true);
  });

  it('refuses to start production with the minimal hashing cost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'minimal' })).toThrow(
      /PASSWORD_HASH_COST: production hashes passwords at the strong cost/,
    );
  });

  it('refuses a deactivated account even with the right password', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    await t.db.updateTable('users').set({ isActive: false }).where('id', '=', staff.id).execute();
    const res = await login(staff.email, staff.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ appCode: 'ACCOUNT_DISABLED' });
    expect(res.cookies).toHaveLength(0);
  });
});

describe('sessions end on the server', () => {
  it('at sign-out: the old cookie no longer works', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const cookie = await signIn(app, staff.email, staff.password);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'jpl_session')?.value).toBe('');
    expect(await me(cookie)).toBeNull();
    const staffOnly = await app.inject({ url: '/trpc/staff.list', headers: { cookie } });
    expect(staffOnly.statusCode).toBe(401);
  });

  it('at deactivation and at a password reset: every session of that person stops at once', async () => {
    const admin = await createTestUser(t.db, 'super_admin');
    const adminCookie = await signIn(app, admin.email, admin.password);
    const a = await createTestUser(t.db, 'librarian');
    const b = await createTestUser(t.db, 'librarian');
    const aCookie = await signIn(app, a.email, a.password);
    const bCookie = await signIn(app, b.email, b.password);
    const mutate = (path: string, input: unknown) =>
      app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { cookie: adminCookie },
        payload: { json: input },
      });

    expect((await mutate('staff.setActive', { id: a.id, isActive: false })).statusCode).toBe(200);
    expect(await me(aCookie)).toBeNull();

    expect(
      (await mutate('staff.resetPassword', { id: b.id, password: 'a brand new secret' }))
        .statusCode,
    ).toBe(200);
    expect(await me(bCookie)).toBeNull();
    expect((await login(b.email, b.password)).statusCode).toBe(401);
    expect((await login(b.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('slide with use and expire after a week idle', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const cookie = await signIn(app, staff.email, staff.password);
    clock.advance(SESSION_IDLE_MS - DAY);
    const renewed = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(renewed.json().user).not.toBeNull();
    expect(renewed.cookies.find((c) => c.name === 'jpl_session')?.expires?.getTime()).toBe(
      clock.now().getTime() + SESSION_IDLE_MS - ((clock.now().getTime() + SESSION_IDLE_MS) % 1000),
    );
    clock.advance(SESSION_IDLE_MS - HOUR);
    expect(await me(cookie)).not.toBeNull();
    clock.advance(SESSION_IDLE_MS + 1);
    expect(await me(cookie)).toBeNull();
  });

  it('never outlive the absolute maximum, however active', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const cookie = await signIn(app, staff.email, staff.password);
    const started = clock.now().getTime();
    while (clock.now().getTime() - started < SESSION_ABSOLUTE_MS - 2 * DAY) {
      clock.advance(2 * DAY);
      expect(await me(cookie)).not.toBeNull();
    }
    clock.advance(3 * DAY);
    expect(await me(cookie)).toBeNull();
  });
});

describe('sign-in limits that protect without locking anyone out (decision 0018)', () => {
  /** Signs in, keeping the browser's device cookie like a browser does. */
  const browser = (ip: string) => {
    let device: string | undefined;
    return {
      get device() {
        return device;
      },
      async login(email: string, password: string, headers: Record<string, string> = {}) {
        const res = await login(email, password, {
          ip,
          headers: { ...headers, ...(device ? { cookie: `jpl_device=${device}` } : {}) },
        });
        device = res.cookies.find((c) => c.name === 'jpl_device')?.value ?? device;
        return res;
      },
    };
  };
  const wait = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('slows an attacker on one account with short, growing delays, told in the user’s language', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const attacker = browser('203.0.113.66');
    for (let i = 1; i <= 3; i++) {
      expect((await attacker.login(staff.email, `guess ${i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 4; i <= 9; i++) {
      const refused = await attacker.login(staff.email, `guess ${i}`, { 'accept-language': 'ta' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ appCode: 'LOGIN_RATE_LIMITED' });
      expect(refused.json().message).toMatch(/[\u0B80-\u0BFF]/);
      expect(refused.json().message).toContain(String(wait(refused)));
      waits.push(wait(refused));
      // Hammering while refused changes nothing: the refusal is not a failure.
      const again = await attacker.login(staff.email, `guess ${i}`);
      expect(wait(again)).toBeLessThanOrEqual(wait(refused));
      clock.advance(wait(refused) * 1000);
      expect((await attacker.login(staff.email, `guess ${i}`)).statusCode).toBe(401);
    }
    // Each further failure doubles the wait; none is a lock.
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60);
    // Even now the right password works once the wait is over.
    const last = await attacker.login(staff.email, staff.password);
    expect(last.statusCode).toBe(429);
    clock.advance(wait(last) * 1000);
    expect((await attacker.login(staff.email, staff.password)).statusCode).toBe(200);
  });

  it('lets the owner in from their usual browser while an attacker elsewhere keeps failing', async () => {
    const admin = await createTestUser(t.db, 'super_admin');
    const desk = browser('198.51.100.10');
    expect((await desk.login(admin.email, admin.password)).statusCode).toBe(200);
    expect(desk.device).toMatch(/^[a-z2-7]{32}$/);
    // Attackers from many addresses: every one of them ends up waiting.
    for (let i = 0; i < 40; i++) {
      await login(admin.email, `guess ${i}`, { ip: `203.0.113.${i + 1}` });
    }
    const stranger = await login(admin.email, admin.password, { ip: '192.0.2.200' });
    expect(stranger.statusCode).toBe(429);
    // The owner's own browser answers only for its own failures.
    expect((await desk.login(admin.email, admin.password)).statusCode).toBe(200);
    // Their own typos there get their own short delays, and nobody else's.
    for (let i = 0; i < 5; i++)
      expect((await desk.login(admin.email, 'typo')).statusCode).toBe(401);
    const slowed = await desk.login(admin.email, admin.password);
    expect(slowed.statusCode).toBe(429);
    expect(wait(slowed)).toBeLessThanOrEqual(2);
    clock.advance(wait(slowed) * 1000);
    expect((await desk.login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('behind one library router, one person’s typos slow nobody else', async () => {
    const router = '192.0.2.1';
    const [a, b, c] = await Promise.all([
      createTestUser(t.db, 'librarian'),
      createTestUser(t.db, 'librarian'),
      createTestUser(t.db, 'librarian'),
    ]);
    const colleague = browser(router);
    expect((await colleague.login(b.email, b.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(a.email, `typo ${i}`, { ip: router });
    // B on their own browser, and C on a browser new to the site: both straight in.
    expect((await colleague.login(b.email, b.password)).statusCode).toBe(200);
    expect((await login(c.email, c.password, { ip: router })).statusCode).toBe(200);
  });

  it('stops a password spray across accounts from one address, and X-Forwarded-For does not help', async () => {
    const sprayer = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await login(`person-${i}@jaffnalibrary.lk`, 'Summer2026!', {
        ip: sprayer,
        headers: { 'x-forwarded-for': `10.9.${i}.1` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(11).every((s) => s === 429)).toBe(true);
    // The same over tRPC, with Retry-After.
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'person-99@jaffnalibrary.lk', password: 'Summer2026!' } },
      remoteAddress: sprayer,
    });
    expect(trpc.statusCode).toBe(429);
    expect(wait(trpc)).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await login('person-99@jaffnalibrary.lk', 'x', { ip: '198.51.100.99' })).statusCode,
    ).toBe(401);
  });

  it('never stops a trusted browser for what others did from its address (branch Wi-Fi, a carrier’s NAT)', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const shared = '100.64.20.20';
    const desk = browser(shared);
    expect((await desk.login(staff.email, staff.password)).statusCode).toBe(200);
    // Everyone else behind the same address spends its attempts, and more.
    const others: number[] = [];
    for (let i = 0; i < 40; i++) {
      others.push((await login(`someone-${i}@example.lk`, 'guess', { ip: shared })).statusCode);
    }
    expect(others.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // The staff member's own browser signs in all the same, time after time.
    for (let i = 0; i < 3; i++) {
      expect((await desk.login(staff.email, staff.password)).statusCode).toBe(200);
    }
    // A browser new to the account, at that address, still waits.
    expect((await login(staff.email, staff.password, { ip: shared })).statusCode).toBe(429);
  });

  it('limits how often one address may try at all, whatever the outcome', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login(staff.email, staff.password, { ip: '198.51.100.77' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('requests from other sites', () => {
  it('refuses state-changing REST and tRPC requests with a foreign Origin, and changes nothing', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const before = await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rest = await login(staff.email, staff.password, {
      headers: { origin: 'https://evil.example' },
    });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({ appCode: 'ORIGIN_REFUSED' });
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: staff.email, password: staff.password } },
      headers: { origin: 'http://localhost:9999' },
    });
    expect(trpc.statusCode).toBe(403);
    const after = await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('accepts the same requests from the site itself', async () => {
    const staff = await createTestUser(t.db, 'librarian');
    const res = await login(staff.email, staff.password, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends a Content-Security-Policy that allows only what the site uses', async () => {
    const res = await app.inject('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('staff accounts', () => {
  it('lets a super admin create a librarian, and refuses a password shorter than 8 or longer than 128', async () => {
    const admin = await createTestUser(t.db, 'super_admin');
    const cookie = await signIn(app, admin.email, admin.password);
    const create = (password: string, email = 'new.librarian@jaffnalibrary.lk') =>
      app.inject({
        method: 'POST',
        url: '/trpc/staff.create',
        headers: { cookie },
        payload: { json: { email, displayName: 'Kavitha Rajan', password } },
      });
    for (const bad of ['seven77', 'x'.repeat(129)]) {
      const res = await create(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.json.data).toMatchObject({
        appCode: 'INVALID_INPUT',
        fieldErrors: { password: expect.any(Array) },
      });
    }
    expect((await create('eight888')).statusCode).toBe(200);
    const dup = await create('eight888');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.json.data.appCode).toBe('EMAIL_TAKEN');
    expect((await login('new.librarian@jaffnalibrary.lk', 'eight888')).statusCode).toBe(200);
  });

  it('keeps the last active super admin active', async () => {
    const fresh = await createTestDatabase();
    const lone = await buildTestApp(fresh.db);
    try {
      const admin = await createTestUser(fresh.db, 'super_admin');
      const cookie = await signIn(lone, admin.email, admin.password);
      const res = await lone.inject({
        method: 'POST',
        url: '/trpc/staff.setActive',
        headers: { cookie },
        payload: { json: { id: admin.id, isActive: false } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.json.data.appCode).toBe('LAST_SUPER_ADMIN');
    } finally {
      await lone.close();
      await fresh.destroy();
    }
  });
});
