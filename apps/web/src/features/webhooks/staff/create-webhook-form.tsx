import { Button, Card, CardBody, TextField } from '@app/ui';
import { TRPCClientError } from '@trpc/client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckChoices, useChoices } from '../../../components/check-choices';
import * as section from '../../../components/staff-section.css';
import { trpc } from '../../../lib/trpc';
import { eventKey, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events';

export interface MadeWebhook {
  id: string;
  secret: string;
  url: string;
}

/** The server's sentence for a refused address (in the reader's language), if it sent one. */
function urlError(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  return data?.fieldErrors?.url?.[0] ?? null;
}

/**
 * Registers an endpoint: its https address and the events it is sent, as checkboxes. The
 * signing secret goes to `onMade`, which shows it once.
 */
export function CreateWebhookForm({
  onMade,
  onError,
}: {
  onMade: (webhook: MadeWebhook) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('webhooks');
  const headingId = useId();
  const [url, setUrl] = useState('');
  const [noEvent, setNoEvent] = useState(false);
  const { chosen, toggle, clear } = useChoices<WebhookEventType>(() => setNoEvent(false));
  const create = trpc.webhooks.create.useMutation({
    onSuccess: (made) => {
      setUrl('');
      clear();
      onMade(made);
    },
    onError: (error) => {
      if (!urlError(error)) onError(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setNoEvent(true);
      return;
    }
    create.mutate({ url, events: [...chosen] });
  };
  const refused = urlError(create.error);
  return (
    <Card>
      <CardBody>
        <h2 id={headingId} className={section.heading}>
          {t('create.title')}
        </h2>
        <form className={section.form} aria-labelledby={headingId} onSubmit={submit}>
          <TextField
            label={t('create.url')}
            hint={t('create.urlHint')}
            aria-invalid={refused ? true : undefined}
            type="url"
            inputMode="url"
            required
            maxLength={2000}
            autoComplete="off"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          {refused ? <p role="alert">{refused}</p> : null}
          <CheckChoices
            legend={t('create.events')}
            name="event"
            options={WEBHOOK_EVENT_TYPES}
            chosen={chosen}
            label={(type) => t(eventKey(type) as 'event.bookCreated')}
            onToggle={toggle}
          />
          {noEvent ? <p role="alert">{t('create.noEvent')}</p> : null}
          <div>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
