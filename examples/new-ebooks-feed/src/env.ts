/**
 * The example's settings, from its environment (the one place that reads it): the library's
 * address, and the API token to send (none: public reads only).
 */
export function readEnv(): { baseUrl: string | undefined; token: string | undefined } {
  return { baseUrl: process.env.LIBRARY_URL, token: process.env.LIBRARY_TOKEN };
}
