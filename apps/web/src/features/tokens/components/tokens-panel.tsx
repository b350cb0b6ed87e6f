import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button, Card, CardBody, ConfirmDialog, useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryDateTime } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { scopeKey } from '../scopes';
import { CreateTokenForm, type MadeToken } from './create-token-form';
import { TokenSecretDialog } from './token-secret-dialog';
import * as styles from './tokens-panel.css';

type Token = RouterOutputs['tokens']['list'][number];

const COLUMNS = ['name', 'owner', 'scopes', 'lastUsed', 'expires', 'status', 'actions'] as const;

/**
 * API tokens (decision 0047): make one (its secret shown once), see each with its scopes, last
 * use and expiry, revoke one after asking. A staff member sees their own; a super admin
 * everyone's.
 */
export function TokensPanel({ language }: { language: Language }) {
  const { t } = useTranslation(['tokens', 'errors']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const tokens = trpc.tokens.list.useQuery({});
  const [made, setMade] = useState<MadeToken | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('list.failed'),
      description: serverMessage(error, t) ?? '',
    });
  const revoke = trpc.tokens.revoke.useMutation({
    onSuccess: () => {
      toast({ title: t('revoke.done') });
      void utils.tokens.list.invalidate();
    },
    onError,
  });
  const when = (value: Date) => (
    <time dateTime={new Date(value).toISOString()}>{libraryDateTime(value, language)}</time>
  );
  // Expired as of when the list was read (a render must not read the clock).
  const now = tokens.dataUpdatedAt;
  const status = (token: Token) =>
    token.revokedAt ? 'revoked' : new Date(token.expiresAt).getTime() <= now ? 'expired' : 'active';

  return (
    <div className={styles.panel}>
      <Card>
        <CardBody>
          <h2 className={styles.heading}>{t('title')}</h2>
          <p className={styles.intro}>{t('intro')}</p>
        </CardBody>
      </Card>
      <CreateTokenForm
        onError={onError}
        onMade={(token) => {
          setMade(token);
          toast({ title: t('create.done') });
          void utils.tokens.list.invalidate();
        }}
      />
      <Card>
        <CardBody>
          <h2 className={styles.heading}>{t('list.title')}</h2>
          {tokens.isPending ? (
            <p role="status">{t('list.loading')}</p>
          ) : tokens.isError ? (
            <p role="alert">{serverMessage(tokens.error, t)}</p>
          ) : tokens.data.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
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
                  {tokens.data.map((token) => (
                    <tr
                      key={token.id}
                      data-testid="token-row"
                      className={status(token) === 'active' ? undefined : styles.ended}
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
                        <ul className={styles.scopeList}>
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
                        {t(`list.${status(token)}`)}
                      </td>
                      <td className={styles.cell}>
                        {status(token) === 'revoked' ? null : (
                          <Button
                            size="sm"
                            variant="destructive"
                            loading={revoke.isPending && revoke.variables?.id === token.id}
                            onClick={() => setRevoking(token)}
                          >
                            {t('list.revoke')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardBody>
      </Card>
      {made ? <TokenSecretDialog made={made} onClose={() => setMade(null)} /> : null}
      {revoking ? (
        <ConfirmDialog
          eyebrow={t('staff:confirm.eyebrow')}
          title={t('revoke.title', { name: revoking.name })}
          message={t('revoke.message')}
          confirmLabel={t('revoke.confirm')}
          cancelLabel={t('revoke.cancel')}
          closeLabel={t('staff:actions.close')}
          pending={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate({ id: revoking.id }, { onSettled: () => setRevoking(null) })
          }
        />
      ) : null}
    </div>
  );
}
