import { loginInput } from '../schemas/auth';
import { limited, publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** Checks the credentials, opens a session (HttpOnly cookie) and returns who signed in. */
  login: publicProcedure
    .input(loginInput)
    .use(limited('signIn'))
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
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await ctx.services.auth.logout(ctx.session.id);
    ctx.response.clearSessionCookie();
    return { success: true as const };
  }),

  /** The signed-in user according to the server, or null. */
  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),
});
