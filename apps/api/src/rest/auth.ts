import {
  changePasswordInput,
  loginInput,
  passwordLinkInput,
  passwordResetInput,
  setPasswordInput,
} from '@app/api-contract/schemas/auth';
import { procedureRoute, type RestRoute } from './route';

/** An account the docs' example signs in with (the docs test creates it). */
export const EXAMPLE_SIGN_IN = { email: 'librarian@example.lk', password: 'correct horse battery' };

/**
 * A set-password link the docs test gives a patron, so the examples below can use it (a real
 * link's token is made when staff give a member a sign-in: POST /api/members/{id}/password-link).
 */
export const EXAMPLE_PASSWORD_LINK = { token: 'example-token-of-a-set-password-link' };

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
        'Checks the e-mail and password, and sets an HttpOnly session cookie and a device ' +
        'cookie. Repeated failures are refused for a while with 429 `LOGIN_RATE_LIMITED` and ' +
        '`Retry-After`, and so is an address that tries too often from browsers the account has ' +
        'not signed in from (its own browser never is; decision 0018).',
      errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'LOGIN_RATE_LIMITED', 'RATE_LIMITED'],
      example: { body: EXAMPLE_SIGN_IN },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/auth/logout',
    procedure: 'auth.logout',
    docs: {
      summary: 'Sign out: ends the session on the server and clears the cookie',
      example: { body: {} },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/auth/password-link',
    procedure: 'auth.checkPasswordLink',
    body: passwordLinkInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Whose a set-password link is, while it works',
      description: '`token` is what follows `#` in the link (it never travels in a URL).',
      errors: ['PASSWORD_LINK_INVALID'],
      example: { body: EXAMPLE_PASSWORD_LINK },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/auth/set-password',
    procedure: 'auth.setPassword',
    body: setPasswordInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Choose a password through a set-password link, and sign in',
      description:
        'The link works once: the password is set, earlier sessions end, and a new session ' +
        'cookie is set. 400 `PASSWORD_LINK_INVALID` for a used, expired or unknown link.',
      errors: ['PASSWORD_LINK_INVALID'],
      example: { body: { ...EXAMPLE_PASSWORD_LINK, password: 'my own library password' } },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/auth/password-reset',
    procedure: 'auth.requestPasswordReset',
    body: passwordResetInput,
    input: ({ body }) => body,
    status: 202,
    docs: {
      summary: 'Forgot a password: e-mail a one-time link to choose a new one',
      description:
        'Always 202 with the same answer, whether an account has the address or not. When an ' +
        'active account has it and the site sends e-mail (`mailConfigured`), a job e-mails a ' +
        'set-password link that works once, for an hour, in `language` (en, si, ta; default: ' +
        'the request’s Accept-Language); it replaces any unused earlier link. Ten requests an ' +
        'hour from one address, three e-mails an hour to one account.',
      errors: ['RATE_LIMITED'],
      example: { body: { email: 'reader@example.lk', language: 'ta' }, status: 202 },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/auth/password',
    procedure: 'auth.changePassword',
    body: changePasswordInput,
    input: ({ body }) => body,
    docs: {
      summary: 'Change your own password (signed in): the current one, then the new one',
      description:
        'Every other session of the account ends; this one stays. A wrong current password ' +
        'counts as a failed sign-in, under the same delays (429 `LOGIN_RATE_LIMITED`).',
      errors: ['UNAUTHENTICATED', 'WRONG_PASSWORD', 'LOGIN_RATE_LIMITED'],
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/auth/me',
    procedure: 'auth.me',
    docs: {
      summary: 'Who the server says is signed in (`user: null` for nobody)',
    },
  }),
];
