/** Configuration of the web app; the API always sits on the same origin. */
export const webEnv = {
  /** Base path of the tRPC endpoint (same origin in every deployment). */
  trpcUrl: '/trpc',
  /** The service worker runs only on the built site (Vite's dev server has no sw.js). */
  offlineSupport: !import.meta.env.DEV,
};
