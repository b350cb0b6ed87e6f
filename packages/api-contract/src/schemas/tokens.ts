import { z } from 'zod';
import { instant } from './shapes';
import { requiredText } from './text';

/**
 * What an API token may be given (decision 0047); `tokens/scopes.ts` says which procedures
 * each one opens. Here, beside the schemas, so the browser's screen can list them.
 */
export const TOKEN_SCOPES = [
  'catalogue:read',
  'catalogue:write',
  'circulation',
  'members:read',
  'members:write',
  'reports',
  'webhooks',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The longest a token may live: a year, so a forgotten one ends by itself. */
export const MAX_TOKEN_DAYS = 366;

export const createTokenInput = z.object({
  /** Whose token (a super admin may make one for any staff member); absent: the caller's. */
  userId: z.uuid().optional(),
  name: requiredText(80),
  scopes: z
    .array(z.enum(TOKEN_SCOPES))
    .min(1)
    .max(TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z.number().int().min(1).max(MAX_TOKEN_DAYS),
});
export type CreateTokenInput = z.input<typeof createTokenInput>;

export const listTokensInput = z
  .object({
    /** One staff member's tokens; a super admin sees everyone's when absent. */
    userId: z.uuid().optional(),
  })
  .prefault({});

export const tokenIdInput = z.object({ id: z.uuid() });

/** A token as lists show it: never its secret or hash, only the secret's first characters. */
export const tokenOutput = z.object({
  id: z.string(),
  userId: z.string(),
  ownerEmail: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  prefix: z.string(),
  createdAt: instant,
  expiresAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
});
export const tokensOutput = z.array(tokenOutput);

/** A token just made: the one answer that carries its secret. */
export const createdTokenOutput = z.object({
  id: z.string(),
  /** The secret, shown this once: send it as `Authorization: Bearer <token>`. */
  token: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  expiresAt: instant,
});

/** The scopes the caller may give a token (those of their role). */
export const tokenScopesOutput = z.array(z.enum(TOKEN_SCOPES));
