import { appError, type AuthService } from '@app/api-contract';
import {
  clearLoginFailures,
  findUserByEmail,
  normaliseEmail,
  recordLoginFailure,
  spendPasswordLink,
  type Db,
} from '@app/db';
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  type PasswordHashCost,
} from './password';
import { DEFAULT_LOGIN_LIMITS, loginRetryAfterSeconds, type LoginLimits } from './rate-limit';
import { createSession, generateSessionToken, invalidateSession } from './session';

/** The real sign-in service: argon2id passwords, Lucia-model sessions, failure limits. */
export function createAuthService(
  db: Db,
  {
    limits = DEFAULT_LOGIN_LIMITS,
    passwordHashCost = 'strong',
  }: { limits?: LoginLimits; passwordHashCost?: PasswordHashCost } = {},
): AuthService {
  return {
    async login({ email: typed, password, ip, now }) {
      const email = normaliseEmail(typed);
      const retryAfterSeconds = await loginRetryAfterSeconds(db, email, ip, now, limits);
      if (retryAfterSeconds > 0) {
        throw appError('LOGIN_RATE_LIMITED', 'Too many failed sign-ins', {
          params: { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
        });
      }
      const user = await findUserByEmail(db, email);
      // Unknown e-mail or wrong password: the same work, the same answer.
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password, passwordHashCost);
      if (!user || !valid) {
        await recordLoginFailure(db, email, ip, now);
        throw appError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      if (!user.isActive) throw appError('ACCOUNT_DISABLED', 'This account has been deactivated');
      await clearLoginFailures(db, email);
      const token = generateSessionToken();
      const session = await createSession(db, token, user.id, now);
      return {
        token,
        expiresAt: session.expiresAt,
        user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role },
      };
    },
    logout: (sessionId) => invalidateSession(db, sessionId),
    async setPasswordWithLink({ linkId, password, now }) {
      const passwordHash = await hashPassword(password, passwordHashCost);
      // The link is spent, the hash stored and older sessions ended in one transaction.
      const user = await spendPasswordLink(db, linkId, passwordHash, now);
      if (!user) throw appError('PASSWORD_LINK_INVALID', 'Unknown, used or expired link');
      await clearLoginFailures(db, user.email);
      const token = generateSessionToken();
      const session = await createSession(db, token, user.id, now);
      return {
        token,
        expiresAt: session.expiresAt,
        user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role },
      };
    },
    hashPassword: (password) => hashPassword(password, passwordHashCost),
  };
}
