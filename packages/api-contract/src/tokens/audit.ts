import type { AuditDraft } from '@app/db';

interface AuditedToken {
  id: string;
  userId: string;
  name: string;
  scopes: string[];
  expiresAt: Date;
}

/**
 * The audit entries of API tokens (`tokens.*`, entity `apiToken`): who made or revoked which
 * token, for whom and with what scopes; never its secret or hash.
 */
export const tokensAudit = {
  created: (token: AuditedToken): AuditDraft => ({
    kind: 'tokens.create',
    entity: 'apiToken',
    entityId: token.id,
    changes: {
      userId: [null, token.userId],
      name: [null, token.name],
      scopes: [null, token.scopes],
      expiresAt: [null, token.expiresAt],
    },
  }),
  revoked: (token: AuditedToken & { revokedAt: Date | null }): AuditDraft => ({
    kind: 'tokens.revoke',
    entity: 'apiToken',
    entityId: token.id,
    changes: { revokedAt: [null, token.revokedAt] },
  }),
};
