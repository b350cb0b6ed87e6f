import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../client';
import type { MemberStatus } from '../constants';
import type { Database } from '../schema';
import type { Member } from '../tables/members';
import type { PasswordLinksTable } from '../tables/password-links';
import { writeAudit, type Actor, type DraftAudit } from './audit';
import { normaliseEmail } from './auth';
import { emitWebhookEvent, memberCreatedData } from './webhook-events';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** A member as staff screens show one: the row, their branch's name, and whether they sign in. */
function memberQuery(db: Kysely<Database>) {
  return db
    .selectFrom('members')
    .innerJoin('branches', 'branches.id', 'members.branchId')
    .selectAll('members')
    .select([
      'branches.name as branchName',
      // PostgreSQL answers a boolean, and a count is never null (Kysely types them wider).
      (eb) => eb('members.userId', 'is not', null).$castTo<boolean>().as('hasAccount'),
      (eb) =>
        eb
          .selectFrom('loans')
          .select((l) => l.fn.countAll<number>().as('n'))
          .whereRef('loans.memberId', '=', 'members.id')
          .where('loans.status', '=', 'active')
          .$asScalar()
          .$notNull()
          .as('activeLoans'),
    ]);
}

export interface MemberFields {
  fullName: string;
  phone: string | null;
  email: string | null;
  branchId: string;
  /** Their category (`member_categories`); adult when not given. */
  categoryId?: string;
}

/** The member categories and their lending rules, in the library's order. */
export function listMemberCategories(db: Db) {
  return db
    .selectFrom('memberCategories')
    .select([
      'id',
      'name',
      'nameTa',
      'nameSi',
      'maxLoans',
      'loanPeriodDays',
      'maxRenewals',
      'maxHolds',
      'finePerDay',
      (eb) =>
        eb
          .selectFrom('members')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('members.categoryId', '=', 'memberCategories.id')
          .$asScalar()
          .$notNull()
          .as('members'),
    ])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Registers a member: the next number from the member sequence, written by `numberFor` (the
 * contract owns the number's format and check digit), the audit entry the contract drafts of
 * the new row and the webhooks' `member.created`, in one transaction.
 */
export function createMember(
  db: Db,
  fields: MemberFields,
  options: {
    numberFor: (sequence: number) => string;
    actor: Actor;
    now: Date;
    audit: DraftAudit<Member>;
  },
) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ n: string }>`select nextval('member_number_seq') as n`.execute(
      trx,
    );
    const row = await trx
      .insertInto('members')
      .values({
        ...fields,
        email: fields.email === null ? null : normaliseEmail(fields.email),
        memberNumber: options.numberFor(Number(rows[0]!.n)),
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, options.audit(row), { actor: options.actor, at: options.now });
    await emitWebhookEvent(trx, 'member.created', memberCreatedData(row), options.now);
    return (await memberQuery(trx).where('members.id', '=', row.id).executeTakeFirst())!;
  });
}

export function findMemberById(db: Db, id: number) {
  return memberQuery(db).where('members.id', '=', id).executeTakeFirst();
}

export function findMemberByNumber(db: Db, memberNumber: string) {
  return memberQuery(db).where('members.memberNumber', '=', memberNumber).executeTakeFirst();
}

/** The member whose patron account `userId` is, if any. */
export function findMemberByUserId(db: Db, userId: string) {
  return memberQuery(db).where('members.userId', '=', userId).executeTakeFirst();
}

export interface MemberFilter {
  /** Any part of the name (any script), the member number, a phone number or an e-mail. */
  q?: string;
  status?: MemberStatus;
  branchId?: string;
  limit: number;
  offset: number;
}

/** One page of members, by name; `total` counts every member that matches. */
export async function listMembers(db: Db, filter: MemberFilter) {
  let query = memberQuery(db);
  const needle = filter.q?.trim().toLowerCase();
  if (needle) {
    const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = needle.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(members.full_name)`, 'like', like),
        eb(sql`lower(members.member_number)`, 'like', like),
        eb('members.email', 'like', like),
        ...(digits.length >= 3
          ? [eb(sql`regexp_replace(members.phone, '\\D', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  if (filter.status) query = query.where('members.status', '=', filter.status);
  if (filter.branchId) query = query.where('members.branchId', '=', filter.branchId);
  const [items, count] = await Promise.all([
    query
      .orderBy(sql`lower(members.full_name)`)
      .orderBy('members.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.n };
}

export type MemberChanges = Partial<MemberFields> & {
  status?: MemberStatus;
  /** The member's contact preferences (their own to set on "My account"). */
  messageLanguage?: 'en' | 'si' | 'ta';
  emailMessages?: boolean;
};

export type MemberUpdateOutcome =
  | { outcome: 'updated'; member: NonNullable<Awaited<ReturnType<typeof findMemberById>>> }
  | { outcome: 'missing' }
  /** Neither a phone number nor an e-mail would be left. */
  | { outcome: 'unreachable' }
  /** The member signs in with their e-mail; it cannot be removed. */
  | { outcome: 'account-needs-email' }
  /** Another account already signs in with the new e-mail. */
  | { outcome: 'email-taken' };

/** A member row before and after an edit, as the contract drafts its audit entries from it. */
export interface MemberEdit {
  before: Member;
  after: Member;
}

/**
 * Edits a member, and suspends or re-activates them. The new e-mail follows to their patron
 * account, if they have one. The audit entries the contract drafts of the edit are written in
 * the same transaction.
 */
export async function updateMember(
  db: Db,
  id: number,
  changes: MemberChanges,
  options: { actor: Actor; now: Date; audit: DraftAudit<MemberEdit> },
): Promise<MemberUpdateOutcome> {
  const set = { ...changes };
  if (set.email) set.email = normaliseEmail(set.email);
  try {
    return await db.transaction().execute(async (trx): Promise<MemberUpdateOutcome> => {
      const before = await trx
        .selectFrom('members')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return { outcome: 'missing' };
      const after = await trx
        .updateTable('members')
        .set({ ...set, updatedAt: options.now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (before.userId && after.email !== before.email) {
        if (after.email === null) throw new Refused({ outcome: 'account-needs-email' });
        await trx
          .updateTable('users')
          .set({ email: after.email, updatedAt: options.now })
          .where('id', '=', before.userId)
          .execute();
      }
      await writeAudit(trx, options.audit({ before, after }), {
        actor: options.actor,
        at: options.now,
      });
      return {
        outcome: 'updated',
        member: (await memberQuery(trx).where('members.id', '=', id).executeTakeFirst())!,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    const code = (error as { code?: string; constraint?: string }).code;
    if (code === CHECK_VIOLATION) return { outcome: 'unreachable' };
    if (code === UNIQUE_VIOLATION) return { outcome: 'email-taken' };
    throw error;
  }
}

/** Rolls a transaction back with an answer instead of a failure. */
class Refused extends Error {
  constructor(readonly result: MemberUpdateOutcome) {
    super(result.outcome);
  }
}

/** What a set-password link is for: a member's patron account, and when the link stops working. */
export interface PasswordLinkRequest {
  /** SHA-256 (hex) of the link's token. */
  tokenHash: string;
  expiresAt: Date;
  /** Stored until the member chooses a password: never a valid hash, so nobody signs in with it. */
  unusablePasswordHash: string;
  actor: Actor;
  now: Date;
  audit: DraftAudit<MemberSignIn>;
}

/** A member given a sign-in: their patron account before (none, or theirs) and now. */
export interface MemberSignIn {
  memberId: number;
  userIdBefore: string | null;
  userId: string;
}

export type PasswordLinkOutcome =
  | { outcome: 'created'; userId: string; email: string }
  | { outcome: 'missing' }
  | { outcome: 'no-email' }
  | { outcome: 'email-taken' };

/**
 * Gives a member a way to sign in: their patron account (made now, with their e-mail, if they
 * have none yet) and a new one-time set-password link, replacing any earlier unused one.
 */
export async function createMemberPasswordLink(
  db: Db,
  memberId: number,
  request: PasswordLinkRequest,
): Promise<PasswordLinkOutcome> {
  return db.transaction().execute(async (trx): Promise<PasswordLinkOutcome> => {
    const member = await trx
      .selectFrom('members')
      .selectAll()
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return { outcome: 'missing' };
    if (!member.email) return { outcome: 'no-email' };
    let userId = member.userId;
    if (!userId) {
      const user = await trx
        .insertInto('users')
        .values({
          email: member.email,
          displayName: member.fullName,
          role: 'patron',
          branchId: member.branchId,
          passwordHash: request.unusablePasswordHash,
          createdAt: request.now,
          updatedAt: request.now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) return { outcome: 'email-taken' };
      userId = user.id;
      await trx.updateTable('members').set({ userId }).where('id', '=', memberId).execute();
    }
    await replacePasswordLink(trx, {
      id: request.tokenHash,
      userId,
      createdBy: request.actor?.id ?? null,
      createdAt: request.now,
      expiresAt: request.expiresAt,
    });
    await writeAudit(trx, request.audit({ memberId, userIdBefore: member.userId, userId }), {
      actor: request.actor,
      at: request.now,
    });
    return { outcome: 'created', userId, email: member.email };
  });
}

/**
 * A set-password link for whoever has an active account with this address (a forgotten
 * password): their earlier unused links stop working, and the new one is stored by its hash.
 * Resolves the account's address, name and role, or undefined when no active account has it.
 */
export function createPasswordResetLink(
  db: Db,
  request: { email: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'displayName', 'role'])
      .where('email', '=', normaliseEmail(request.email))
      .where('isActive', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return undefined;
    await replacePasswordLink(trx, {
      id: request.tokenHash,
      userId: user.id,
      createdBy: null,
      createdAt: request.now,
      expiresAt: request.expiresAt,
    });
    return user;
  });
}

/** Stores a new set-password link for an account; its earlier unused links stop working. */
async function replacePasswordLink(trx: Kysely<Database>, link: Insertable<PasswordLinksTable>) {
  await trx
    .deleteFrom('passwordLinks')
    .where('userId', '=', link.userId)
    .where('usedAt', 'is', null)
    .execute();
  await trx.insertInto('passwordLinks').values(link).execute();
}

/** Whose a set-password link is, while it still works (unused and not expired). */
export function findPasswordLink(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('passwordLinks')
    .innerJoin('users', 'users.id', 'passwordLinks.userId')
    .select(['users.id', 'users.email', 'users.displayName', 'passwordLinks.expiresAt'])
    .where('passwordLinks.id', '=', tokenHash)
    .where('passwordLinks.usedAt', 'is', null)
    .where('passwordLinks.expiresAt', '>', now)
    .where('users.isActive', '=', true)
    .executeTakeFirst();
}

/**
 * Uses a set-password link once: the password hash is stored, the link spent and every
 * session of the account ended, together. Resolves the account, or undefined when the link
 * is unknown, used or expired (a second use of the same link changes nothing).
 */
export function spendPasswordLink(db: Db, tokenHash: string, passwordHash: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('passwordLinks')
      .set({ usedAt: now })
      .where('id', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    if (!link) return undefined;
    const user = await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now })
      .where('id', '=', link.userId)
      .where('isActive', '=', true)
      .returningAll()
      .executeTakeFirst();
    if (!user) return undefined;
    await trx.deleteFrom('sessions').where('userId', '=', user.id).execute();
    return user;
  });
}
