import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button, useToast } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/list-pager';
import * as section from '../../../components/staff-section.css';
import { libraryDateTime } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import { eventKey } from './events';

type Delivery = RouterOutputs['webhooks']['listDeliveries']['items'][number];

const PAGE_SIZE = 20;
const COLUMNS = ['event', 'time', 'answer', 'duration', 'attempts', 'state', 'actions'] as const;

/** How often the list is read again while a delivery is awaited, and once all are settled. */
const BUSY_REFRESH_MS = 2_000;
const IDLE_REFRESH_MS = 15_000;

/** The answer of a delivery's last attempt: its status, or why it had none. */
function Answer({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('webhooks');
  if (delivery.lastError === null) return <>{delivery.lastStatus ?? t('deliveries.none')}</>;
  const kind = t(`deliveries.errors.${delivery.lastError}` as 'deliveries.errors.timeout', {
    defaultValue: delivery.lastError,
  });
  return <>{delivery.lastStatus === null ? kind : `${delivery.lastStatus} · ${kind}`}</>;
}

function DeliveryRow({
  delivery,
  language,
  replaying,
  onReplay,
}: {
  delivery: Delivery;
  language: Language;
  replaying: boolean;
  onReplay: (delivery: Delivery) => void;
}) {
  const { t } = useTranslation('webhooks');
  const at = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <tr data-testid="webhook-delivery" data-delivery-id={delivery.id}>
      <td className={section.cell}>
        {t(eventKey(delivery.eventType) as 'event.bookCreated')}
        <br />
        <code className={section.muted} translate="no">
          {delivery.id}
        </code>
      </td>
      <td className={section.cell}>
        <time dateTime={new Date(at).toISOString()}>{libraryDateTime(at, language)}</time>
      </td>
      <td className={section.cell} data-testid="webhook-answer">
        <Answer delivery={delivery} />
      </td>
      <td className={section.cell}>
        {delivery.lastDurationMs === null
          ? t('deliveries.none')
          : t('deliveries.ms', { count: delivery.lastDurationMs })}
      </td>
      <td className={section.cell} data-testid="webhook-attempts">
        {delivery.attempts}
      </td>
      <td className={section.cell}>{t(`deliveries.states.${delivery.state}`)}</td>
      <td className={section.cell}>
        <Button
          size="sm"
          variant="secondary"
          loading={replaying}
          disabled={delivery.state === 'queued' || delivery.state === 'sending'}
          onClick={() => onReplay(delivery)}
        >
          {t('deliveries.replay')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * One endpoint's deliveries, newest first: each event with its time, its last answer (status
 * code or why none), response time, attempts and state, and a Replay button (a new attempt
 * with the same delivery id). Read again every few seconds while one is under way.
 */
export function WebhookDeliveries({
  endpointId,
  language,
  onError,
}: {
  endpointId: string;
  language: Language;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('webhooks');
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const input = { id: endpointId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const deliveries = trpc.webhooks.listDeliveries.useQuery(input, {
    // Often while nothing has come yet or a delivery is under way; seldom once all are settled.
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      const settled = (d: Delivery) => d.state === 'delivered' || d.state === 'failed';
      return items.length > 0 && items.every(settled) ? IDLE_REFRESH_MS : BUSY_REFRESH_MS;
    },
  });
  const replay = trpc.webhooks.replayDelivery.useMutation({
    onSuccess: () => {
      toast({ title: t('deliveries.replayed') });
      void utils.webhooks.listDeliveries.invalidate();
    },
    onError,
  });
  if (deliveries.isPending) return <p role="status">{t('deliveries.loading')}</p>;
  if (deliveries.isError) return <p role="alert">{t('list.failed')}</p>;
  if (deliveries.data.total === 0) return <p>{t('deliveries.empty')}</p>;
  return (
    <>
      <div
        className={section.tableWrap}
        role="region"
        aria-label={t('deliveries.title')}
        tabIndex={0}
      >
        <table className={section.table}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} className={section.cell} scope="col">
                  {t(`deliveries.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {deliveries.data.items.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                language={language}
                replaying={replay.isPending && replay.variables?.id === delivery.id}
                onReplay={(d) => replay.mutate({ id: d.id })}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ListPager
        page={page}
        pageSize={PAGE_SIZE}
        total={deliveries.data.total}
        onPage={setPage}
        label={t('deliveries.pages')}
      />
    </>
  );
}
