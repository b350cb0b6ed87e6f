import { spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';

const entry = path.join(import.meta.dirname, 'user-create.ts');
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

function run(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

describe('pnpm --filter @app/api user:create', () => {
  it('creates a librarian with the password read from standard input', async () => {
    const { code, output } = await run(
      ['--role', 'librarian', '--email', 'Selvi@JaffnaLibrary.lk', '--name', 'Selvi Nadarajah'],
      'kopay-reading-room\n',
    );
    expect(output).toContain('Created librarian selvi@jaffnalibrary.lk');
    expect(code).toBe(0);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'selvi@jaffnalibrary.lk')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'librarian',
      displayName: 'Selvi Nadarajah',
      isActive: true,
    });
    expect(await verifyPassword(user.passwordHash, 'kopay-reading-room')).toBe(true);
  });

  it('refuses a short password, an unknown role and a taken e-mail with a sentence, creating nothing', async () => {
    const short = await run(['--role', 'librarian', '--email', 'a@b.lk', '--name', 'A'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('8 to 128 characters');
    const role = await run(
      ['--role', 'wizard', '--email', 'a@b.lk', '--name', 'A'],
      'long enough password\n',
    );
    expect(role.code).toBe(1);
    expect(role.output).toContain('usage:');
    const taken = await run(
      ['--role', 'librarian', '--email', 'selvi@jaffnalibrary.lk', '--name', 'Again'],
      'another password\n',
    );
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('already exists');
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});
