import type { LimitRule } from '../limits';

/**
 * Requests per token, whatever they call (the API counts each HTTP request once): ten a second
 * on average over a minute, so a catalogue sync's bursts pass and a runaway loop is stopped
 * before it weighs on the desk. Counted per token, not per address: a service behind a shared
 * address is limited alone, and staff's own sessions stay unlimited (decision 0019).
 */
export const TOKEN_RATE_LIMIT = {
  name: 'token',
  max: 600,
  windowMs: 60_000,
} as const satisfies LimitRule;
