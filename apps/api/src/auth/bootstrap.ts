import { countActiveSuperAdmins, insertUser, type Db, type UserRole } from '@app/db';
import { hashPassword } from './password';

export interface StaffAccount {
  role: UserRole;
  email: string;
  displayName: string;
  password: string;
}

/**
 * The demo staff of a development database: documented here and printed at start, so anyone
 * who runs `pnpm start` can sign in. Never created unless SEED=demo.
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

/** Production: the first super admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, once. */
export async function ensureFirstSuperAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
): Promise<'created' | 'exists' | 'missing-config'> {
  if ((await countActiveSuperAdmins(db)) > 0) return 'exists';
  if (!email || !password) return 'missing-config';
  await ensureAccounts(db, [
    { role: 'super_admin', email, password, displayName: 'Administrator' },
  ]);
  return 'created';
}
