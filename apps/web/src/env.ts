/** Build-time configuration of the web app (Vite's import.meta.env; nothing else reads it). */
export const webEnv = {
  /** Base path of the tRPC endpoint (same origin in every deployment). */
  trpcUrl: '/trpc',
  isDev: import.meta.env.DEV,
};
