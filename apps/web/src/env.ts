/** Configuration of the web app; the API always sits on the same origin. */
export const webEnv = {
  /** Base path of the tRPC endpoint (same origin in every deployment). */
  trpcUrl: '/trpc',
};
