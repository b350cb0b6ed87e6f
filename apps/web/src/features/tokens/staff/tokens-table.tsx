import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { libraryDateTime } from '../../../lib/dates';
import { scopeKey } from '../scopes';
import * as styles from '../../../components/staff-section.css';

export type Token = RouterOutputs['tokens']['list'][number];

const COLUMNS = ['name', 'owner', 'scopes', 'lastUsed', 'expires', 'status', 'actions'] as const;

/** Whether a token still works, as of `now` (when the list was read). */
export function tokenStatus(token: Token, now: number): 'active' | 'expired' | 'revoked' {
  if (token.revokedAt) return 'revoked';
  return new Date(token.expiresAt).getTime() <= now ? 'expired' : 'active';
}

/** The tokens, each with its scopes, last use and expiry; never a secret (only its prefix). */
export function TokensTable({
  tokens,
  now,
  language,
  revokingId,
  onRevoke,
}: {
  tokens: Token[];
  now: number;
  language: Language;
  /** The token being revoked just now (its button shows it). */
  revokingId: string | null;
  onRevoke: (token: Token) => void;
}) {
  const { t } = useTranslation('tokens');
  const when = (value: Date) => (
    <time dateTime={new Date(value).toISOString()}>{libraryDateTime(value, language)}</time>
  );
  return (
    // A region the keyboard reaches, so the table can be scrolled sideways on a phone.
    <div className={styles.tableWrap} role="region" aria-label={t('list.title')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} className={styles.cell} scope="col">
                {t(`list.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => {
            const status = tokenStatus(token, now);
            return (
              <tr
                key={token.id}
                data-testid="token-row"
                className={status === 'active' ? undefined : styles.ended}
              >
                <td className={styles.cell}>
                  {token.name}
                  <br />
                  <code className={styles.muted} translate="no">
                    {token.prefix}…
                  </code>
                </td>
                <td className={styles.cell}>{token.ownerEmail}</td>
                <td className={styles.cell}>
                  <ul className={styles.plainList}>
                    {token.scopes.map((scope) => (
                      <li key={scope}>{t(scopeKey(scope) as 'scope.reports')}</li>
                    ))}
                  </ul>
                </td>
                <td className={styles.cell} data-testid="token-last-used">
                  {token.lastUsedAt ? when(token.lastUsedAt) : t('list.never')}
                </td>
                <td className={styles.cell}>{when(token.expiresAt)}</td>
                <td className={styles.cell} data-testid="token-status">
                  {t(`list.${status}`)}
                </td>
                <td className={styles.cell}>
                  {status === 'revoked' ? null : (
                    <Button
                      size="sm"
                      variant="destructive"
                      loading={revokingId === token.id}
                      onClick={() => onRevoke(token)}
                    >
                      {t('list.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
