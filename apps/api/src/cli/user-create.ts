import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import {
  createDb,
  EmbeddedAlreadyRunningError,
  insertUser,
  openDatabase,
  USER_ROLES,
} from '@app/db';
import { z } from 'zod';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/password';
import { loadConfig } from '../env';

const usage = `usage: pnpm --filter @app/api user:create --role librarian --email someone@example.lk --name "Full Name"
The password is asked for (or read from standard input when it is not a terminal).`;

const argsSchema = z.object({
  role: z.enum(USER_ROLES),
  email: z.email().trim().toLowerCase(),
  name: z.string().trim().min(1).max(120),
});

/** Reads a line; on a terminal the typed characters are not echoed. */
function ask(question: string, hidden: boolean): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: hidden });
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
      write.call(rl, s.startsWith(question) ? question : s.replace(/[^\r\n]/g, ''));
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function readPassword(): Promise<string> {
  const interactive = Boolean(process.stdin.isTTY);
  const password = await ask('Password: ', interactive);
  if (interactive && (await ask('Repeat the password: ', true)) !== password) {
    throw new Error('The two passwords differ.');
  }
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new Error(
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  return password;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { role: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\n\n${usage}`);
  const password = await readPassword();
  const config = loadConfig();
  const target = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  }).catch((error: unknown) => {
    if (error instanceof EmbeddedAlreadyRunningError) {
      throw new Error(`${error.message}\n(Or create the account from the Staff tab of /admin.)`);
    }
    throw error;
  });
  const db = createDb(target.url, { max: 1 });
  try {
    const user = await insertUser(db, {
      email: parsed.data.email,
      displayName: parsed.data.name,
      role: parsed.data.role,
      passwordHash: await hashPassword(password),
    });
    if (!user) throw new Error(`A user with the e-mail ${parsed.data.email} already exists.`);
    console.log(`Created ${user.role} ${user.email} (${user.displayName}).`);
  } finally {
    await db.destroy();
    await target.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
