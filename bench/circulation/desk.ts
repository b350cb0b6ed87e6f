/**
 * What the circulation benchmark sends: the desk's lends and returns (as the demo librarian),
 * "My account" (as members who sign in), and the staff overdue list at its first, middle and
 * last page. Each request is one of a kind; each kind picks its own subjects from the library
 * (a fresh copy and a member allowed to borrow for each lend, a loan out for each return).
 */
import { hash } from '@node-rs/argon2';
import { insertUser, type Db } from '@app/db';
import { CIRCULATION_EMAIL_DOMAIN } from '@app/db/generate-circulation';

/** The demo librarian (`demoStaff` in apps/api): the desk signs in as them. */
const LIBRARIAN = {
  email: 'librarian@jaffnalibrary.lk',
  displayName: 'Nimal Perera',
  password: 'palmyra-librarian-2026',
};
const MEMBER_PASSWORD = 'bench-member-password';

/** One request the benchmark sends, and the status it must answer. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  cookie: string;
  body?: object;
  expect: number;
}

export interface Sessions {
  librarian: string;
  /** Members with a patron account, signed in: their cookies. */
  members: string[];
}

/** A client address of its own per sign-in (the API believes loopback's X-Forwarded-For). */
let signIns = 0;
async function signIn(origin: string, email: string, password: string): Promise<string> {
  signIns += 1;
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${signIns}` },
    body: JSON.stringify({ email, password }),
  });
  const cookie = /jpl_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`could not sign in as ${email}: ${res.status}`);
  return cookie;
}

/**
 * The demo librarian, and `count` members with loans out and open holds who sign in (a
 * patron account each, made once and kept in the library for the next run).
 */
export async function prepareAccounts(db: Db, count: number): Promise<{ memberEmails: string[] }> {
  await insertUser(db, {
    email: LIBRARIAN.email,
    role: 'librarian',
    displayName: LIBRARIAN.displayName,
    passwordHash: await hash(LIBRARIAN.password),
  });
  const have = await db
    .selectFrom('members')
    .select('email')
    .where('userId', 'is not', null)
    .where('email', 'like', `%@${CIRCULATION_EMAIL_DOMAIN}`)
    .orderBy('id')
    .execute();
  if (have.length >= count) return { memberEmails: have.slice(0, count).map((m) => m.email!) };
  const chosen = await db
    .selectFrom('members')
    .select(['id', 'email', 'fullName', 'branchId'])
    .where('status', '=', 'active')
    .where('userId', 'is', null)
    .where('email', 'like', `%@${CIRCULATION_EMAIL_DOMAIN}`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('loans')
          .select('id')
          .whereRef('loans.memberId', '=', 'members.id')
          .where('loans.status', '=', 'active'),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('holds')
          .select('id')
          .whereRef('holds.memberId', '=', 'members.id')
          .where('holds.status', 'in', ['waiting', 'ready']),
      ),
    )
    .orderBy('id')
    .limit(count - have.length)
    .execute();
  const passwordHash = await hash(MEMBER_PASSWORD);
  for (const member of chosen) {
    const user = await insertUser(db, {
      email: member.email!,
      role: 'patron',
      displayName: member.fullName,
      branchId: member.branchId,
      passwordHash,
    });
    if (user) {
      await db
        .updateTable('members')
        .set({ userId: user.id })
        .where('id', '=', member.id)
        .execute();
    }
  }
  return { memberEmails: [...have, ...chosen].map((m) => m.email!) };
}

export async function signInAll(origin: string, memberEmails: string[]): Promise<Sessions> {
  const members: string[] = [];
  for (const email of memberEmails) members.push(await signIn(origin, email, MEMBER_PASSWORD));
  return { librarian: await signIn(origin, LIBRARIAN.email, LIBRARIAN.password), members };
}

/**
 * `count` lends: copies on the shelf, each to a different active member with no loan out and
 * no patron account of the benchmark's (so each is a real lend, well inside every category's
 * limit), chosen at random.
 */
export async function lendCalls(db: Db, sessions: Sessions, count: number): Promise<Call[]> {
  const members = await db
    .selectFrom('members')
    .select('memberNumber')
    .where('status', '=', 'active')
    .where('userId', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loans')
            .select('id')
            .whereRef('loans.memberId', '=', 'members.id')
            .where('loans.status', '=', 'active'),
        ),
      ),
    )
    .orderBy((eb) => eb.fn('random'))
    .limit(count)
    .execute();
  const copies = await db
    .selectFrom('bookInventory')
    .select('sku')
    .where('status', '=', 'VERIFIED')
    .where('bookId', 'is not', null)
    .orderBy((eb) => eb.fn('random'))
    .limit(count)
    .execute();
  if (members.length < count || copies.length < count) {
    throw new Error(`only ${members.length} members and ${copies.length} copies free to lend`);
  }
  return members.map((member, i) => ({
    method: 'POST',
    path: '/api/loans',
    cookie: sessions.librarian,
    body: { memberNumber: member.memberNumber, sku: copies[i]!.sku },
    expect: 201,
  }));
}

/**
 * `count` returns: copies on loan, due three days or more from now (so the day's due-soon
 * loans, which the reminders count on, stay out), not lent to a member who signs in here,
 * chosen at random; a copy whose title has a queue is set aside for the first in it.
 */
export async function returnCalls(
  db: Db,
  sessions: Sessions,
  count: number,
  now: Date,
): Promise<Call[]> {
  const loans = await db
    .selectFrom('loans')
    .innerJoin('bookInventory', 'bookInventory.id', 'loans.inventoryId')
    .innerJoin('members', 'members.id', 'loans.memberId')
    .select('bookInventory.sku')
    .where('loans.status', '=', 'active')
    .where('loans.dueDate', '>', new Date(now.getTime() + 3 * 86_400_000))
    .where('members.userId', 'is', null)
    .orderBy((eb) => eb.fn('random'))
    .limit(count)
    .execute();
  if (loans.length < count) throw new Error(`only ${loans.length} loans to return`);
  return loans.map((loan) => ({
    method: 'POST',
    path: '/api/loans/return',
    cookie: sessions.librarian,
    body: { sku: loan.sku },
    expect: 200,
  }));
}

/** "My account": each signed-in member's loans or holds in turn, `count` requests. */
export function myAccountCalls(sessions: Sessions, what: 'loans' | 'holds', count: number): Call[] {
  return Array.from({ length: count }, (_, i) => ({
    method: 'GET',
    path: `/api/me/${what}`,
    cookie: sessions.members[i % sessions.members.length]!,
    expect: 200,
  }));
}

/** The staff overdue list's page at `offset`, `count` times. */
export function overdueCalls(sessions: Sessions, offset: number, count: number): Call[] {
  return Array.from({ length: count }, () => ({
    method: 'GET',
    path: `/api/loans?status=overdue&offset=${offset}&limit=50`,
    cookie: sessions.librarian,
    expect: 200,
  }));
}

/** An answer as the reference server replays it. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Sends one call and times it (client time on the loopback: from before the request is sent
 * to the answer's last byte); refuses any status but the one expected.
 */
export async function timed(
  origin: string,
  call: Call,
): Promise<{ ms: number; answer: KeptAnswer }> {
  const headers: Record<string, string> = { cookie: call.cookie };
  if (call.body) headers['content-type'] = 'application/json';
  const begun = performance.now();
  const res = await fetch(origin + call.path, {
    method: call.method,
    headers,
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - begun;
  if (res.status !== call.expect) {
    throw new Error(
      `${call.method} ${call.path} answered ${res.status}, not ${call.expect}: ${text}`,
    );
  }
  const kept: Record<string, string> = {
    'content-type': res.headers.get('content-type') ?? 'application/json',
  };
  for (const name of ['x-total-count', 'link', 'cache-control']) {
    const value = res.headers.get(name);
    if (value) kept[name] = value;
  }
  return { ms, answer: { status: res.status, headers: kept, body: JSON.parse(text) as unknown } };
}
