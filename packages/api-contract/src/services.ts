import type { UserRole } from '@app/db';

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string | null;
  role: UserRole;
}

/**
 * Sign-in and passwords. Implemented in apps/api/src/auth (argon2id, Lucia-model sessions,
 * PostgreSQL-backed failure counts); resolvers only call it.
 */
export interface AuthService {
  /**
   * Checks the credentials and opens a session. Throws app errors: LOGIN_RATE_LIMITED (with
   * `retryAfterSeconds` and `minutes`), INVALID_CREDENTIALS, ACCOUNT_DISABLED.
   */
  login(input: {
    email: string;
    password: string;
    ip: string;
    now: Date;
  }): Promise<{ user: SignedInUser; token: string; expiresAt: Date }>;
  /** Ends one session (sign-out). */
  logout(sessionId: string): Promise<void>;
  hashPassword(password: string): Promise<string>;
}

/**
 * Ports to the outside world (sign-in, catalogue look-ups, cover reading, file storage…). The
 * API wires real adapters; tests wire the same adapters, pointed at local fake servers.
 */
export interface Services {
  auth: AuthService;
}
