import type { Language } from '@app/i18n';
import { Card, CardBody, ConfirmDialog, useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { CreateTokenForm, type MadeToken } from './create-token-form';
import { TokensTable, type Token } from './tokens-table';
import * as styles from '../../../components/staff-section.css';

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
            <TokensTable
              tokens={tokens.data}
              // Expired as of when the list was read (a render must not read the clock).
              now={tokens.dataUpdatedAt}
              language={language}
              revokingId={revoke.isPending ? (revoke.variables?.id ?? null) : null}
              onRevoke={setRevoking}
            />
          )}
        </CardBody>
      </Card>
      {made ? (
        <SecretOnceDialog
          ns="tokens"
          title={made.name}
          secret={made.token}
          testId="token-secret"
          onClose={() => setMade(null)}
        />
      ) : null}
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
