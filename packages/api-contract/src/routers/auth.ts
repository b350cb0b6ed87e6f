import { findPasswordLink } from '@app/db';
import { appError } from '../errors';
import { passwordLinkId } from '../members/password-link';
import {
  changePasswordInput,
  loginInput,
  passwordLinkInput,
  setPasswordInput,
  currentUserOutput,
  passwordLinkOutput,
  passwordResetInput,
  passwordResetOutput,
  signedInOutput,
} from '../schemas/auth';
import { limited, publicProcedure, router, signedInProcedure } from '../trpc';
import { noInput, successOutput } from '../schemas/shapes';

export const authRouter = router({
  /**
   * Checks the credentials, opens a session (HttpOnly cookie) and returns who signed in. The
   * auth service applies the sign-in limits, the per-address one included: only it knows
   * whether this browser is one the account signs in from (decision 0018).
   */
  login: publicProcedure
    .input(loginInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, token, expiresAt, deviceToken } = await ctx.services.auth.login({
        ...input,
        ip: ctx.request.ip,
        now: ctx.now(),
        deviceToken: ctx.request.deviceToken ?? null,
      });
      ctx.response.setSessionCookie(token, expiresAt);
      // The browser keeps a device cookie: its own failures will be judged apart (0018).
      ctx.response.setDeviceCookie?.(deviceToken);
      return { success: true as const, user };
    }),

  /** Ends the current session on the server and clears the cookie; harmless when signed out. */
  logout: publicProcedure
    .input(noInput)
    .output(successOutput)
    .mutation(async ({ ctx }) => {
      if (ctx.session) await ctx.services.auth.logout(ctx.session.id);
      ctx.response.clearSessionCookie();
      return { success: true as const };
    }),

  /**
   * Whose a set-password link is, while it works (the page greets them by name). A mutation
   * only so the token travels in a body, never in a URL that a log or proxy would keep.
   */
  checkPasswordLink: publicProcedure
    .input(passwordLinkInput)
    .output(passwordLinkOutput)
    .mutation(async ({ ctx, input }) => {
      const link = await findPasswordLink(ctx.db, passwordLinkId(input.token), ctx.now());
      if (!link) throw appError('PASSWORD_LINK_INVALID', 'Unknown, used or expired link');
      return { displayName: link.displayName, email: link.email, expiresAt: link.expiresAt };
    }),

  /** Chooses a password through a one-time link, and signs in (the link works once). */
  setPassword: publicProcedure
    .input(setPasswordInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, token, expiresAt } = await ctx.services.auth.setPasswordWithLink({
        linkId: passwordLinkId(input.token),
        password: input.password,
        now: ctx.now(),
      });
      ctx.response.setSessionCookie(token, expiresAt);
      return { success: true as const, user };
    }),

  /**
   * "Forgot your password?": queues a job that e-mails a one-time link to the account with this
   * address, if there is one (members/password-reset.ts). Queued for every address alike, so
   * the answer is the same whether an account has it or not.
   */
  requestPasswordReset: publicProcedure
    .input(passwordResetInput)
    .output(passwordResetOutput)
    .use(limited('passwordReset'))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.jobs.enqueue(
        'auth.password-reset',
        { email: input.email, language: input.language ?? ctx.language },
        { requestedBy: null, total: 1 },
      );
      return { accepted: true as const, mailConfigured: ctx.services.mailer.configured };
    }),

  /**
   * Changes the signed-in person's own password, checking the current one; their other
   * sessions end (a phone left signed in elsewhere), this one stays.
   */
  changePassword: signedInProcedure
    .input(changePasswordInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.session) throw appError('UNAUTHENTICATED', 'No session');
      await ctx.services.auth.changePassword({
        userId: ctx.user.id,
        sessionId: ctx.session.id,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        ip: ctx.request.ip,
        deviceToken: ctx.request.deviceToken ?? null,
        now: ctx.now(),
      });
      return { success: true as const };
    }),

  /** The signed-in user according to the server, or null. */
  me: publicProcedure
    .input(noInput)
    .output(currentUserOutput)
    .query(({ ctx }) => ({ user: ctx.user })),
});
