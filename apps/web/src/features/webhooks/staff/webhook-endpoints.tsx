import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button } from '@app/ui';
import { useTranslation } from 'react-i18next';
import * as section from '../../../components/staff-section.css';
import { libraryDateTime } from '../../../lib/dates';
import { eventKey } from './events';
import { WebhookDeliveries } from './webhook-deliveries';
import * as styles from './webhooks.css';

export type Endpoint = RouterOutputs['webhooks']['list'][number];

interface EndpointActions {
  /** The endpoint whose deliveries show (one at a time). */
  shownId: string | null;
  onShow: (id: string | null) => void;
  resumingId: string | null;
  onResume: (endpoint: Endpoint) => void;
  onDelete: (endpoint: Endpoint) => void;
  onError: (error: unknown) => void;
}

function ResumeButton({
  endpoint,
  actions,
}: {
  endpoint: Endpoint;
  actions: Pick<EndpointActions, 'resumingId' | 'onResume'>;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Button
      size="sm"
      loading={actions.resumingId === endpoint.id}
      onClick={() => actions.onResume(endpoint)}
    >
      {t('list.resume')}
    </Button>
  );
}

function EndpointItem({
  endpoint,
  language,
  actions,
}: {
  endpoint: Endpoint;
  language: Language;
  actions: EndpointActions;
}) {
  const { t } = useTranslation('webhooks');
  const shown = actions.shownId === endpoint.id;
  const paused = endpoint.status === 'paused';
  return (
    <li className={styles.endpoint} data-testid="webhook-endpoint">
      <span className={styles.url} translate="no">
        {endpoint.url}
      </span>
      <span
        className={paused ? `${styles.status} ${styles.paused}` : styles.status}
        data-testid="webhook-status"
      >
        {t(`list.${endpoint.status}`)}
      </span>
      <span className={section.muted}>
        {t('list.events')}:{' '}
        {endpoint.events.map((type) => t(eventKey(type) as 'event.bookCreated')).join(' · ')}
      </span>
      <span className={section.muted}>
        {t('list.registered')}:{' '}
        <time dateTime={new Date(endpoint.createdAt).toISOString()}>
          {libraryDateTime(endpoint.createdAt, language)}
        </time>
      </span>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={shown}
          onClick={() => actions.onShow(shown ? null : endpoint.id)}
        >
          {shown ? t('list.hideDeliveries') : t('list.showDeliveries')}
        </Button>
        {paused ? <ResumeButton endpoint={endpoint} actions={actions} /> : null}
        <Button size="sm" variant="destructive" onClick={() => actions.onDelete(endpoint)}>
          {t('list.delete')}
        </Button>
      </div>
      {shown ? (
        <WebhookDeliveries endpointId={endpoint.id} language={language} onError={actions.onError} />
      ) : null}
    </li>
  );
}

/** Every endpoint with its address, status, events and actions; one's deliveries below it. */
export function WebhookEndpoints({
  endpoints,
  language,
  actions,
}: {
  endpoints: Endpoint[];
  language: Language;
  actions: EndpointActions;
}) {
  return (
    <ul className={styles.endpoints}>
      {endpoints.map((endpoint) => (
        <EndpointItem key={endpoint.id} endpoint={endpoint} language={language} actions={actions} />
      ))}
    </ul>
  );
}

/**
 * What staff are told when an endpoint was paused (a day of failures), at the top of the
 * screen: which, since when, and what to do; its Resume beside it.
 */
export function PausedNotice({
  endpoints,
  language,
  actions,
}: {
  endpoints: Endpoint[];
  language: Language;
  actions: Pick<EndpointActions, 'resumingId' | 'onResume'>;
}) {
  const { t } = useTranslation('webhooks');
  const paused = endpoints.filter((endpoint) => endpoint.status === 'paused');
  if (paused.length === 0) return null;
  return (
    <section className={styles.notice} role="status" data-testid="webhooks-paused">
      <h2 className={section.heading}>{t('paused.title')}</h2>
      {paused.map((endpoint) => (
        <div key={endpoint.id} className={styles.actions}>
          <p className={styles.noticeText}>
            {t('paused.text', {
              url: endpoint.url,
              date: endpoint.pausedAt ? libraryDateTime(endpoint.pausedAt, language) : '',
            })}
          </p>
          <ResumeButton endpoint={endpoint} actions={actions} />
        </div>
      ))}
    </section>
  );
}
