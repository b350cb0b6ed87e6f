import { isLanguage } from '@app/i18n';
import { Button, useToast } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { libraryDateTime } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { ScanPanel } from './scan-panel';
import { RecentStocktakes, StartStocktake, useRangeWords } from './start-stocktake';
import { StocktakeResultPanel } from './stocktake-result';
import * as styles from './stocktake.css';

export interface StocktakePageProps {
  /** The stocktake open on the screen, or none: the screen starts one. */
  stocktakeId: number | undefined;
  onOpen: (id: number | undefined) => void;
}

/**
 * The stocktake (decision 0045, Koha's inventory tool): start one for a branch's shelves, scan
 * them, read what is missing and mark it so.
 */
export function StocktakePage({ stocktakeId, onOpen }: StocktakePageProps) {
  const { t } = useTranslation('stocktake');
  return (
    <div className={styles.main}>
      <div className={`${styles.stack} ${styles.wide}`}>
        <h1 className={styles.heading}>{t('title')}</h1>
        {stocktakeId === undefined ? <p className={styles.muted}>{t('intro')}</p> : null}
      </div>
      {stocktakeId === undefined ? (
        <>
          <StartStocktake onOpen={onOpen} />
          <RecentStocktakes onOpen={onOpen} />
        </>
      ) : (
        <OpenStocktake id={stocktakeId} onBack={() => onOpen(undefined)} />
      )}
    </div>
  );
}

function OpenStocktake({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation(['stocktake', 'errors']);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const result = trpc.stocktake.byId.useQuery({ id });
  const branches = trpc.branches.list.useQuery();
  const rangeWords = useRangeWords();
  const finish = trpc.stocktake.close.useMutation({
    onSuccess: () => {
      void utils.stocktake.byId.invalidate({ id });
      void utils.stocktake.list.invalidate();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: serverMessage(error, t) ?? t('errors:NETWORK') }),
  });
  const stocktake = result.data?.stocktake;
  const branch = branches.data?.find((b) => b.id === stocktake?.branchId);
  return (
    <>
      <div className={`${styles.row} ${styles.wide}`}>
        <div className={styles.grow}>
          {stocktake ? (
            <p className={styles.strong} data-testid="stocktake-heading">
              {branch ? branchName(branch, language) : stocktake.branchId} · {rangeWords(stocktake)}
            </p>
          ) : null}
          {stocktake?.finishedAt ? (
            <p className={styles.muted}>
              {t('result.finishedOn', { when: libraryDateTime(stocktake.finishedAt, language) })}
            </p>
          ) : null}
        </div>
        <Button variant="ghost" onClick={onBack}>
          {t('start.recent')}
        </Button>
        {stocktake?.status === 'open' ? (
          <Button
            variant="secondary"
            loading={finish.isPending}
            onClick={() => finish.mutate({ id })}
          >
            {t('result.finish')}
          </Button>
        ) : null}
      </div>
      {stocktake?.status === 'closed' ? (
        <p className={styles.muted}>{t('scan.finished')}</p>
      ) : (
        <ScanPanel stocktakeId={id} />
      )}
      <StocktakeResultPanel stocktakeId={id} />
    </>
  );
}
