import { Button, Card, CardBody, EmptyText, ErrorState, LoadingState } from '@app/ui';
import type { ReactNode } from 'react';
import * as styles from './account-list.css';

/** What a section shows while its list loads, when it fails, and when it is empty. */
export interface AccountSectionTexts {
  heading: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
}

/**
 * A card of "My account" (loans, reservations, places at events): its heading, then the list,
 * or the loading, error (with a retry) or empty state of the query that fills it. `after`
 * follows the list (a second list, say) once the first has loaded.
 */
export function AccountSection<Item>({
  texts,
  query,
  items,
  row,
  after,
}: {
  texts: AccountSectionTexts;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly Item[] | undefined;
  row: (item: Item) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 className={styles.heading}>{texts.heading}</h2>
        {query.isPending ? (
          <LoadingState>{texts.loading}</LoadingState>
        ) : query.isError || !items ? (
          <ErrorState onRetry={() => void query.refetch()} retryLabel={texts.retry}>
            {texts.failed}
          </ErrorState>
        ) : items.length === 0 ? (
          <EmptyText>{texts.empty}</EmptyText>
        ) : (
          <ul className={styles.list}>{items.map(row)}</ul>
        )}
        {after}
      </CardBody>
    </Card>
  );
}

/**
 * A cancel button that asks once more, in the row, before it cancels: what would be lost is
 * said beside the confirming button (its description), with a way to keep it.
 */
export function CancelAfterAsking({
  id,
  asking,
  onAsk,
  onKeep,
  onConfirm,
  busy,
  texts,
}: {
  /** The row's own id for the question's element (unique on the page). */
  id: string;
  asking: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
  busy: boolean;
  texts: { cancel: string; cancelLabel?: string; question: string; confirm: string; keep: string };
}) {
  if (!asking) {
    return (
      <Button size="sm" variant="secondary" aria-label={texts.cancelLabel} onClick={onAsk}>
        {texts.cancel}
      </Button>
    );
  }
  return (
    <>
      <span className={styles.meta} id={id}>
        {texts.question}
      </span>
      <Button
        size="sm"
        variant="destructive"
        loading={busy}
        aria-describedby={id}
        onClick={onConfirm}
      >
        {texts.confirm}
      </Button>
      <Button size="sm" variant="ghost" onClick={onKeep}>
        {texts.keep}
      </Button>
    </>
  );
}
