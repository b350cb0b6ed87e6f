import { loginInput, USER_ROLES } from '@app/api-contract/schemas/auth';
import { z } from 'zod';
import { procedureRoute, type RestRoute } from './route';

const user = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(USER_ROLES),
});

/** An account the docs' example signs in with (the docs test creates it). */
export const EXAMPLE_SIGN_IN = { email: 'librarian@example.lk', password: 'correct horse battery' };

/** Signing in and out (spec §7); the session travels in an HttpOnly cookie. */
export const authRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/auth/login',
    procedure: 'auth.login',
    body: loginInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Sign in',
      description:
        'Checks the e-mail and password, and sets the session cookie. Repeated failures are ' +
        'refused for a while with 429 and `Retry-After`.',
      response: z.object({ success: z.literal(true), user }),
      errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'LOGIN_RATE_LIMITED'],
      example: { body: EXAMPLE_SIGN_IN },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/auth/logout',
    procedure: 'auth.logout',
    docs: {
      summary: 'Sign out: ends the session on the server and clears the cookie',
      response: z.object({ success: z.literal(true) }),
      example: { body: {} },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/auth/me',
    procedure: 'auth.me',
    docs: {
      summary: 'Who the server says is signed in (null for nobody)',
      response: z.object({ user: user.nullable() }),
    },
  }),
];
