import { insertApiToken, listApiTokens, revokeApiToken } from '@app/db';
import { audited } from '../audit';
import { appError } from '../errors';
import { noInput } from '../schemas/shapes';
import {
  createdTokenOutput,
  createTokenInput,
  listTokensInput,
  tokenIdInput,
  tokenOutput,
  tokenScopesOutput,
  tokensOutput,
} from '../schemas/tokens';
import { tokensAudit } from '../tokens/audit';
import { managedToken, mayManage, tokenOwner } from '../tokens/owner';
import { scopesForRole } from '../tokens/scopes';
import { newTokenSecret, shownPrefix, tokenHash } from '../tokens/secret';
import { staffProcedure, router } from '../trpc';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * API tokens (decision 0047): each staff member manages their own, a super admin everyone's.
 * No token may call these (tokens/scopes.ts): a token cannot make or keep alive another.
 */
export const tokensRouter = router({
  /** Tokens newest first, never a secret: the caller's, or for a super admin anyone's. */
  list: staffProcedure
    .input(listTokensInput)
    .output(tokensOutput)
    .query(async ({ ctx, input }) => {
      const userId = input.userId ?? (ctx.user.role === 'super_admin' ? null : ctx.user.id);
      if (userId !== null && !mayManage(ctx.user, userId)) return [];
      return listApiTokens(ctx.db, userId);
    }),

  /** The scopes the caller may give a token: those their role can use. */
  scopes: staffProcedure
    .input(noInput)
    .output(tokenScopesOutput)
    .query(({ ctx }) => scopesForRole(ctx.user.role)),

  /** Makes a token and answers its secret, the only time anyone sees it. */
  create: staffProcedure
    .input(createTokenInput)
    .output(createdTokenOutput)
    .mutation(async ({ ctx, input }) => {
      const owner = await tokenOwner(ctx.db, ctx.user, input.userId);
      // Within what the owner's role may do, and never beyond the maker's own.
      const allowed = new Set(scopesForRole(owner.role));
      const mine = new Set(scopesForRole(ctx.user.role));
      if (input.scopes.some((scope) => !allowed.has(scope) || !mine.has(scope))) {
        throw appError('FORBIDDEN', 'A scope beyond the role');
      }
      const secret = newTokenSecret();
      const now = ctx.now();
      return audited(ctx, async (trx) => {
        const token = await insertApiToken(trx, {
          userId: owner.id,
          name: input.name,
          scopes: input.scopes,
          tokenHash: tokenHash(secret),
          prefix: shownPrefix(secret),
          createdBy: ctx.user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        });
        return {
          result: {
            id: token.id,
            token: secret,
            name: token.name,
            scopes: token.scopes,
            expiresAt: token.expiresAt,
          },
          audit: tokensAudit.created(token),
        };
      });
    }),

  /** Revokes a token at once, in every process; revoking a revoked one changes nothing. */
  revoke: staffProcedure
    .input(tokenIdInput)
    .output(tokenOutput)
    .mutation(async ({ ctx, input }) => {
      const token = await managedToken(ctx.db, ctx.user, input.id);
      if (token.revokedAt) return token;
      return audited(ctx, async (trx) => {
        const revoked = (await revokeApiToken(trx, token.id, ctx.now())) ?? token;
        return { result: revoked, audit: tokensAudit.revoked(revoked) };
      });
    }),
});
