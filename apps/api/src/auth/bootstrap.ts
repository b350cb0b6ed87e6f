import { randomBytes } from 'node:crypto';
import { countActiveSuperAdmins, insertUser, type Db, type UserRole } from '@app/db';
import { hashPassword } from './password';

export interface StaffAccount {
  role: UserRole;
  email: string;
  displayName: string;
  password: string;
}

/**
 * The demo staff of a development or test database, with published passwords: printed at
 * start so a developer can sign in. Created only when SEED=demo asks for them by name
 * (`pnpm dev` and the tests do; `pnpm start` never does).
 */
export function demoStaff(admin?: { email?: string; password?: string }): StaffAccount[] {
  return [
    {
      role: 'super_admin',
      email: admin?.email ?? 'admin@jaffnalibrary.lk',
      displayName: 'Tharshini Sivakumar',
      password: admin?.password ?? 'palmyra-admin-2026',
    },
    {
      role: 'librarian',
      email: 'librarian@jaffnalibrary.lk',
      displayName: 'Nimal Perera',
      password: 'palmyra-librarian-2026',
    },
  ];
}

/** Creates each account whose e-mail is not taken yet; returns those created. */
export async function ensureAccounts(db: Db, accounts: StaffAccount[]): Promise<StaffAccount[]> {
  const created: StaffAccount[] = [];
  for (const account of accounts) {
    const user = await insertUser(db, {
      email: account.email,
      displayName: account.displayName,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    });
    if (user) created.push(account);
  }
  return created;
}

/** The e-mail of a first super admin created without ADMIN_EMAIL. */
export const DEFAULT_ADMIN_EMAIL = 'admin@jaffnalibrary.lk';

export type FirstSuperAdmin =
  | { outcome: 'exists' }
  | { outcome: 'created'; email: string; generatedPassword: string | null }
  /** The e-mail belongs to another account already (say, a deactivated one). */
  | { outcome: 'email-taken'; email: string };

/**
 * The first super admin of a database that has none active: from ADMIN_EMAIL / ADMIN_PASSWORD,
 * or, without a password, with a long random one that the caller shows once (it is stored only
 * as a hash). Nothing happens when an active super admin exists, so a restart never resets a
 * password, and of two processes starting together only one creates the account.
 */
export async function ensureFirstSuperAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
): Promise<FirstSuperAdmin> {
  if ((await countActiveSuperAdmins(db)) > 0) return { outcome: 'exists' };
  const address = email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = password ? null : randomBytes(15).toString('base64url');
  const created = await ensureAccounts(db, [
    {
      role: 'super_admin',
      email: address,
      password: password ?? generatedPassword!,
      displayName: 'Administrator',
    },
  ]);
  if (created.length === 0) return { outcome: 'email-taken', email: address };
  return { outcome: 'created', email: address, generatedPassword };
}
