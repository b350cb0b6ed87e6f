import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's enum is `const`, which isolated modules cannot inline.
const ARGON2ID = 2;

/**
 * How much work a new password hash costs. `strong` is argon2id at OWASP's minimum (19 MiB,
 * 2 iterations, 1 lane), for every real account. `minimal` is the least argon2 accepts, for
 * tests that sign in hundreds of times; env.ts refuses it in production.
 */
export type PasswordHashCost = 'strong' | 'minimal';

const OPTIONS: Record<PasswordHashCost, Options> = {
  strong: { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  minimal: { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 },
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string, cost: PasswordHashCost = 'strong'): Promise<string> {
  return hash(password, OPTIONS[cost]);
}

/** Checks with the parameters stored in the hash itself, whatever the current cost. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the same work as a real check, for sign-ins with an unknown e-mail, so the answer's
 * timing does not reveal which addresses have accounts.
 */
export async function verifyAgainstDummy(
  password: string,
  cost: PasswordHashCost = 'strong',
): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password-just-for-timing', cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(await dummy, password);
  return false;
}
