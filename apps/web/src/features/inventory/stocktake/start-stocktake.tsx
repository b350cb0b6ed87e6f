import { startStocktakeInput } from '@app/api-contract/schemas/stocktake';
import { isLanguage } from '@app/i18n';
import { Button, Card, EmptyText, InputField, SelectField, useToast } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { libraryDateTime } from '../../../lib/dates';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './stocktake.css';

/** A stocktake's shelves in words: all of them, or its call-number range. */
export function useRangeWords() {
  const { t } = useTranslation('stocktake');
  return (range: { callNumberFrom: string | null; callNumberTo: string | null }) => {
    const { callNumberFrom: from, callNumberTo: to } = range;
    if (from && to) return t('start.range', { from, to });
    if (from) return t('start.rangeFrom', { from });
    if (to) return t('start.rangeTo', { to });
    return t('start.allShelves');
  };
}

/** Choose a branch and, if only some shelves are counted, their call-number range; start. */
export function StartStocktake({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation(['stocktake', 'errors']);
  const { toast } = useToast();
  const branches = trpc.branches.list.useQuery({ activeOnly: true });
  const [branchId, setBranchId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const start = trpc.stocktake.create.useMutation({
    onSuccess: (stocktake) => onOpen(stocktake.id),
    onError: (error) =>
      toast({ title: serverMessage(error, t) ?? t('errors:NETWORK'), variant: 'destructive' }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = startStocktakeInput.safeParse({
      branchId,
      callNumberFrom: from,
      callNumberTo: to,
    });
    if (input.success) start.mutate(input.data);
  };
  return (
    <Card>
      <form className={styles.stack} onSubmit={submit}>
        <h2 className={styles.subheading}>{t('start.heading')}</h2>
        <SelectField
          label={t('start.branch')}
          value={branchId}
          required
          onChange={(event) => setBranchId(event.target.value)}
        >
          <option value="">{t('start.chooseBranch')}</option>
          {(branches.data ?? []).map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branchName(branch, i18n.language)}
            </option>
          ))}
        </SelectField>
        <div className={styles.row}>
          <InputField
            className={styles.grow}
            label={t('start.from')}
            value={from}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setFrom(event.target.value)}
          />
          <InputField
            className={styles.grow}
            label={t('start.to')}
            value={to}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <p className={styles.muted}>{t('start.rangeHint')}</p>
        <div>
          <Button type="submit" loading={start.isPending} disabled={!branchId}>
            {t('start.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The newest stocktakes: one in progress to go on with, a finished one to read. */
export function RecentStocktakes({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('stocktake');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const list = trpc.stocktake.list.useQuery();
  const branches = trpc.branches.list.useQuery();
  const rangeWords = useRangeWords();
  const nameOf = (id: string) => {
    const branch = branches.data?.find((candidate) => candidate.id === id);
    return branch ? branchName(branch, language) : id;
  };
  return (
    <Card>
      <div className={styles.stack}>
        <h2 className={styles.subheading}>{t('start.recent')}</h2>
        {list.data && list.data.length === 0 ? <EmptyText>{t('start.none')}</EmptyText> : null}
        <ul className={styles.list}>
          {(list.data ?? []).map((stocktake) => (
            <li key={stocktake.id} className={styles.recent}>
              <span>
                <span className={styles.strong}>{nameOf(stocktake.branchId)}</span> ·{' '}
                {rangeWords(stocktake)} · {libraryDateTime(stocktake.startedAt, language)} ·{' '}
                {t('start.scans', { count: stocktake.scans })} ·{' '}
                {stocktake.status === 'open' ? t('start.open') : t('start.closed')}
              </span>
              <Button variant="secondary" size="sm" onClick={() => onOpen(stocktake.id)}>
                {stocktake.status === 'open' ? t('start.continue') : t('start.view')}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
