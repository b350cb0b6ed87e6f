import type { RouterOutputs } from '@app/api-contract';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyText,
  ErrorState,
  LoadingState,
  Table,
  useToast,
} from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './stocktake.css';

type Result = RouterOutputs['stocktake']['byId'];
type CopyList = Result['seen'];

const COPY_LISTS = ['missing', 'wrongBranch', 'onLoan', 'seen'] as const;

/** What the stocktake found: the four lists of copies and the unknown codes, with counts. */
export function StocktakeResult({ result, onRefresh }: { result: Result; onRefresh: () => void }) {
  const { t } = useTranslation('stocktake');
  return (
    <Card>
      <div className={styles.stack}>
        <div className={styles.row}>
          <h2 className={`${styles.subheading} ${styles.grow}`}>{t('result.heading')}</h2>
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            {t('result.refresh')}
          </Button>
        </div>
        <p className={styles.muted} data-testid="stocktake-summary">
          {t('result.summary', {
            seen: result.seen.count,
            expected: result.expected,
            scans: result.scans,
          })}
        </p>
        {COPY_LISTS.map((name) => (
          <section
            key={name}
            aria-labelledby={`stocktake-${name}`}
            data-testid={`stocktake-${name}`}
          >
            <h3 id={`stocktake-${name}`} className={styles.subheading}>
              {t(`result.${name}`)}
              <span className={styles.count}>{result[name].count}</span>
            </h3>
            <CopyTable list={result[name]} withBranch={name === 'wrongBranch'} />
            {name === 'missing' && result.missing.items.length > 0 ? (
              <MarkMissing result={result} />
            ) : null}
          </section>
        ))}
        <section aria-labelledby="stocktake-unknown" data-testid="stocktake-unknown">
          <h3 id="stocktake-unknown" className={styles.subheading}>
            {t('result.unknown')}
            <span className={styles.count}>{result.unknown.count}</span>
          </h3>
          {result.unknown.count === 0 ? (
            <EmptyText>{t('result.none')}</EmptyText>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('result.columns.code')}</th>
                  <th scope="col">{t('result.columns.scans')}</th>
                </tr>
              </thead>
              <tbody>
                {result.unknown.items.map((row) => (
                  <tr key={row.code}>
                    <td className={styles.code}>{row.code}</td>
                    <td>{row.scans}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
      </div>
    </Card>
  );
}

function CopyTable({ list, withBranch }: { list: CopyList; withBranch: boolean }) {
  const { t } = useTranslation(['stocktake', 'inventory']);
  if (list.count === 0) return <EmptyText>{t('result.none')}</EmptyText>;
  return (
    <>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('result.columns.callNumber')}</th>
            <th scope="col">{t('result.columns.code')}</th>
            <th scope="col">{t('result.columns.title')}</th>
            {withBranch ? <th scope="col">{t('result.columns.branch')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.items.map((copy) => (
            <tr key={copy.id}>
              <td>{copy.callNumber ?? '—'}</td>
              <td className={styles.code}>{copy.sku}</td>
              <td>
                {copy.title}
                {copy.status !== 'VERIFIED' && copy.status !== 'ON_LOAN' ? (
                  <> ({t(`inventory:status.${copy.status}`)})</>
                ) : null}
              </td>
              {withBranch ? <td>{copy.branchId}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
      {list.count > list.items.length ? (
        <p className={styles.muted}>
          {t('result.more', { shown: list.items.length, count: list.count })}
        </p>
      ) : null}
    </>
  );
}

/** Marks the listed missing copies MISSING, after asking (Cancel has the focus). */
function MarkMissing({ result }: { result: Result }) {
  const { t } = useTranslation(['stocktake', 'errors']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const count = result.missing.items.length;
  const mark = trpc.stocktake.markMissing.useMutation({
    onSuccess: ({ marked }) => {
      setAsking(false);
      toast({ title: t('result.marked', { count: marked.length }) });
      void utils.stocktake.byId.invalidate({ id: result.stocktake.id });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: serverMessage(error, t) ?? t('errors:NETWORK'),
      }),
  });
  return (
    <>
      <div>
        <Button variant="destructive" onClick={() => setAsking(true)}>
          {t('result.markMissing', { count })}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          eyebrow={t('result.confirmEyebrow')}
          title={t('result.confirmTitle', { count })}
          message={t('result.confirmMessage')}
          confirmLabel={t('result.confirm')}
          cancelLabel={t('result.cancel')}
          closeLabel={t('result.close')}
          pending={mark.isPending}
          onConfirm={() =>
            mark.mutate({
              id: result.stocktake.id,
              copyIds: result.missing.items.map((copy) => copy.id),
            })
          }
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

/** The result, read from the server (and counted again on demand). */
export function StocktakeResultPanel({ stocktakeId }: { stocktakeId: number }) {
  const { t } = useTranslation('stocktake');
  const result = trpc.stocktake.byId.useQuery({ id: stocktakeId });
  if (result.isPending) return <LoadingState>{t('result.loading')}</LoadingState>;
  if (result.isError) {
    return (
      <ErrorState onRetry={() => void result.refetch()} retryLabel={t('result.refresh')}>
        {t('result.failed')}
      </ErrorState>
    );
  }
  return <StocktakeResult result={result.data} onRefresh={() => void result.refetch()} />;
}
