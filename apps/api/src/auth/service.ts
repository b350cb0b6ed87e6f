import {
  appError,
  clientKey,
  enforceRateLimit,
  waitParams,
  type AuthService,
} from '@app/api-contract';
import {
  clearLoginFailures,
  findUserByEmail,
  findUserById,
  isTrustedDevice,
  normaliseEmail,
  recordLoginFailure,
  setUserPasswordHash,
  trustDevice,
  spendPasswordLink,
  type Db,
} from '@app/db';
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  type PasswordHashCost,
} from './password';
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  sessionIdFromToken as tokenHash,
} from './session';
import { DEFAULT_SIGN_IN_LIMITS, signInWaitSeconds, type SignInLimits } from './sign-in-limits';

/**
 * The real sign-in service: argon2id passwords, Lucia-model sessions, and sign-in limits that
 * slow guessing down without locking the account's owner out (sign-in-limits.ts).
 */
export function createAuthService(
  db: Db,
  {
    limits = DEFAULT_SIGN_IN_LIMITS,
    passwordHashCost = 'strong',
  }: { limits?: SignInLimits; passwordHashCost?: PasswordHashCost } = {},
): AuthService {
  return {
    async login({ email: typed, password, ip, now, deviceToken = null }) {
      const email = normaliseEmail(typed);
      const address = clientKey(ip);
      const deviceHash = deviceToken ? tokenHash(deviceToken) : null;
      const user = await findUserByEmail(db, email);
      const trusted = Boolean(
        user && deviceHash && (await isTrustedDevice(db, deviceHash, user.id)),
      );
      // How often an address may try at all counts only browsers the account has not signed in
      // from: a trusted one answers for its own failures alone, so nobody behind the same
      // address (a branch's Wi-Fi, a carrier's NAT) can keep its owner out (decision 0018).
      if (!trusted) await enforceRateLimit(db, 'signIn', { ip, role: null }, now);
      const wait = await signInWaitSeconds(
        db,
        { email, address, deviceHash, trusted },
        now,
        limits,
      );
      if (wait > 0) {
        throw appError('LOGIN_RATE_LIMITED', 'Too many failed sign-ins', {
          params: waitParams(wait),
        });
      }
      // Unknown e-mail or wrong password: the same work, the same answer.
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password, passwordHashCost);
      if (!user || !valid) {
        await recordLoginFailure(db, { email, ipAddress: address, deviceHash, trusted, at: now });
        throw appError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      if (!user.isActive) throw appError('ACCOUNT_DISABLED', 'This account has been deactivated');
      await clearLoginFailures(db, { email, ipAddress: address, deviceHash });
      // This browser is now one the account signs in from (its failures are its own from now).
      const device = deviceToken ?? generateSessionToken();
      await trustDevice(db, tokenHash(device), user.id, now);
      const token = generateSessionToken();
      const session = await createSession(db, token, user.id, now);
      return {
        token,
        expiresAt: session.expiresAt,
        deviceToken: device,
        user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role },
      };
    },
    logout: (sessionId) => invalidateSession(db, sessionId),
    async setPasswordWithLink({ linkId, password, now }) {
      const passwordHash = await hashPassword(password, passwordHashCost);
      // The link is spent, the hash stored and older sessions ended in one transaction.
      const user = await spendPasswordLink(db, linkId, passwordHash, now);
      if (!user) throw appError('PASSWORD_LINK_INVALID', 'Unknown, used or expired link');
      // Failures counted against the account stay: they say nothing about this holder of the
      // link, and the new password signs in from here at once (decision 0019).
      const token = generateSessionToken();
      const session = await createSession(db, token, user.id, now);
      return {
        token,
        expiresAt: session.expiresAt,
        user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role },
      };
    },
    hashPassword: (password) => hashPassword(password, passwordHashCost),
    async changePassword({
      userId,
      sessionId,
      currentPassword,
      newPassword,
      ip,
      now,
      deviceToken,
    }) {
      const user = await findUserById(db, userId);
      if (!user?.isActive) throw appError('UNAUTHENTICATED', 'No such account');
      // Guessing the current password here is guessing a sign-in: the same delays apply, the
      // owner's own browser (its device cookie) answering for its own mistakes only.
      const deviceHash = deviceToken ? tokenHash(deviceToken) : null;
      const signIn = {
        email: user.email,
        address: clientKey(ip),
        deviceHash,
        trusted: Boolean(deviceHash && (await isTrustedDevice(db, deviceHash, user.id))),
      };
      const wait = await signInWaitSeconds(db, signIn, now, limits);
      if (wait > 0) {
        throw appError('LOGIN_RATE_LIMITED', 'Too many failed sign-ins', {
          params: waitParams(wait),
        });
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await recordLoginFailure(db, {
          email: user.email,
          ipAddress: signIn.address,
          deviceHash,
          trusted: signIn.trusted,
          at: now,
        });
        throw appError('WRONG_PASSWORD', 'The current password is not right');
      }
      const passwordHash = await hashPassword(newPassword, passwordHashCost);
      await setUserPasswordHash(db, userId, passwordHash, sessionId);
    },
  };
}
