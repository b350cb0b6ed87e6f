import { z } from 'zod';
import { OaiError } from './arguments';

/** The largest id PostgreSQL's integer holds (a larger one would be an error there). */
export const MAX_ID = 2_147_483_647;

/** How long a resumption token is honoured after it is given. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * What a resumption token carries (decision 0051): the whole query, the last id sent, how many
 * records came before this page and how many the list had when the harvest began. Stateless:
 * any process reads it, and nothing is kept on the server.
 */
const tokenSchema = z.object({
  /** metadataPrefix */
  p: z.enum(['oai_dc', 'marc21']),
  f: z.string().optional(),
  u: z.string().optional(),
  s: z.string().optional(),
  /** The last id sent. */
  a: z.number().int().nonnegative().max(MAX_ID),
  /** cursor: records sent before the next page. */
  c: z.number().int().nonnegative().max(MAX_ID),
  /** completeListSize, counted at the harvest's first request. */
  n: z.number().int().nonnegative().max(MAX_ID),
  /** When it was given, in seconds since the epoch. */
  t: z.number().int().nonnegative(),
});
export type ResumptionState = z.infer<typeof tokenSchema>;

export function encodeToken(state: ResumptionState): string {
  // Written in the schema's key order, so a token read back and written again is the same text.
  return Buffer.from(JSON.stringify(tokenSchema.parse(state))).toString('base64url');
}

/** The state a token carries; `badResumptionToken` when it is not one of ours or has expired. */
export function decodeToken(token: string, now: Date): ResumptionState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new OaiError('badResumptionToken', 'Not a resumption token');
  }
  const state = tokenSchema.safeParse(parsed);
  if (!state.success || encodeToken(state.data) !== token) {
    throw new OaiError('badResumptionToken', 'Not a resumption token');
  }
  const age = now.getTime() - state.data.t * 1000;
  if (age > TOKEN_LIFETIME_MS || age < -60_000) {
    throw new OaiError('badResumptionToken', 'The resumption token has expired');
  }
  return state.data;
}

/** When a token given at `issuedSeconds` stops being honoured. */
export function tokenExpiry(issuedSeconds: number): Date {
  return new Date(issuedSeconds * 1000 + TOKEN_LIFETIME_MS);
}
