import { loginInput } from '../schemas/auth';
import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** Checks the credentials, opens a session (HttpOnly cookie) and returns who signed in. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { user, token, expiresAt } = await ctx.services.auth.login({
      ...input,
      ip: ctx.request.ip,
      now: ctx.now(),
    });
    ctx.response.setSessionCookie(token, expiresAt);
    return { success: true as const, user };
  }),

  /** Ends the current session on the server and clears the cookie; harmless when signed out. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await ctx.services.auth.logout(ctx.session.id);
    ctx.response.clearSessionCookie();
    return { success: true as const };
  }),

  /** The signed-in user according to the server, or null. */
  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),
});
