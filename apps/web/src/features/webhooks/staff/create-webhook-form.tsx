import { Button, Card, CardBody, TextField } from '@app/ui';
import { TRPCClientError } from '@trpc/client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [chosen, setChosen] = useState<ReadonlySet<WebhookEventType>>(new Set());
  const [noEvent, setNoEvent] = useState(false);
  const create = trpc.webhooks.create.useMutation({
    onSuccess: (made) => {
      setUrl('');
      setChosen(new Set());
      onMade(made);
    },
    onError: (error) => {
      if (!urlError(error)) onError(error);
    },
  });
  const toggle = (type: WebhookEventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    setChosen(next);
    setNoEvent(false);
  };
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
          <fieldset className={section.checkGroup}>
            <legend>{t('create.events')}</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className={section.checkLabel}>
                <input
                  type="checkbox"
                  className={section.check}
                  name="event"
                  value={type}
                  checked={chosen.has(type)}
                  onChange={(e) => toggle(type, e.target.checked)}
                />
                <span>
                  {t(eventKey(type) as 'event.bookCreated')}
                  <br />
                  <code className={section.muted} translate="no">
                    {type}
                  </code>
                </span>
              </label>
            ))}
          </fieldset>
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
