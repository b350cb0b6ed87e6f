import type { Language } from '@app/i18n';
import { Card, CardBody, ConfirmDialog, useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from '../../../components/secret-once-dialog';
import * as section from '../../../components/staff-section.css';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { CreateWebhookForm, type MadeWebhook } from './create-webhook-form';
import { PausedNotice, WebhookEndpoints, type Endpoint } from './webhook-endpoints';

/** The endpoints are read again this often, so a pause shows without a reload. */
const REFRESH_MS = 30_000;

/**
 * Webhooks (decision 0048, super admins): register an endpoint (its signing secret shown
 * once), see each with its status and its deliveries, replay one, resume a paused endpoint
 * (told at the top of the screen), delete one after asking.
 */
export function WebhooksPanel({ language }: { language: Language }) {
  const { t } = useTranslation(['webhooks', 'errors', 'staff']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const endpoints = trpc.webhooks.list.useQuery(undefined, { refetchInterval: REFRESH_MS });
  const [made, setMade] = useState<MadeWebhook | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('list.failed'),
      description: serverMessage(error, t) ?? '',
    });
  const done = (title: string) => {
    toast({ title });
    void utils.webhooks.list.invalidate();
  };
  const resume = trpc.webhooks.resumeEndpoint.useMutation({
    onSuccess: () => done(t('list.resumed')),
    onError,
  });
  const remove = trpc.webhooks.delete.useMutation({
    onSuccess: () => done(t('delete.done')),
    onError,
  });
  const actions = {
    shownId,
    onShow: setShownId,
    resumingId: resume.isPending ? (resume.variables?.id ?? null) : null,
    onResume: (endpoint: Endpoint) => resume.mutate({ id: endpoint.id }),
    onDelete: setDeleting,
    onError,
  };
  const list = endpoints.data ?? [];
  return (
    <div className={section.panel}>
      <Card>
        <CardBody>
          <h2 className={section.heading}>{t('title')}</h2>
          <p className={section.intro}>{t('intro')}</p>
        </CardBody>
      </Card>
      <PausedNotice endpoints={list} language={language} actions={actions} />
      <CreateWebhookForm
        onError={onError}
        onMade={(webhook) => {
          setMade(webhook);
          setShownId(webhook.id);
          done(t('create.done'));
        }}
      />
      <Card>
        <CardBody>
          <h2 className={section.heading}>{t('list.title')}</h2>
          {endpoints.isPending ? (
            <p role="status">{t('list.loading')}</p>
          ) : endpoints.isError ? (
            <p role="alert">{serverMessage(endpoints.error, t)}</p>
          ) : list.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <WebhookEndpoints endpoints={list} language={language} actions={actions} />
          )}
        </CardBody>
      </Card>
      {made ? (
        <SecretOnceDialog
          ns="webhooks"
          title={made.url}
          secret={made.secret}
          testId="webhook-secret"
          onClose={() => setMade(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          eyebrow={t('staff:confirm.eyebrow')}
          title={t('delete.title')}
          message={t('delete.message', { url: deleting.url })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          closeLabel={t('staff:actions.close')}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) })
          }
        />
      ) : null}
    </div>
  );
}
