import type { RouterOutputs } from '@app/api-contract';
import { Button, Card, CardBody, TextField, useToast } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './loans.css';

type LoanSettings = RouterOutputs['loans']['settings'];

/**
 * The lending rules (loan period, renewals, days to collect a hold, holds per member): every
 * librarian sees them; a super admin may change them.
 */
export function LoanSettingsForm({ editable }: { editable: boolean }) {
  const { t } = useTranslation('loans-staff');
  const settings = trpc.loans.settings.useQuery();
  if (!settings.data) return null;
  return (
    <Card>
      <CardBody>
        <h3 className={styles.subheading}>{t('settings.title')}</h3>
        {editable ? (
          // A fresh form whenever the saved rules change, never a stale half-typed one.
          <RulesForm key={settings.data.updatedAt.toISOString()} saved={settings.data} />
        ) : (
          <>
            <p className={styles.count}>
              {t('settings.summary', {
                days: settings.data.loanPeriodDays,
                count: settings.data.maxRenewals,
              })}
            </p>
            <p className={styles.count}>
              {t('settings.holdsSummary', {
                days: settings.data.holdPickupDays,
                count: settings.data.maxHolds,
              })}
            </p>
          </>
        )}
      </CardBody>
    </Card>
  );
}

function RulesForm({ saved }: { saved: LoanSettings }) {
  const { t } = useTranslation(['loans-staff', 'staff']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [values, setValues] = useState({
    loanPeriodDays: String(saved.loanPeriodDays),
    maxRenewals: String(saved.maxRenewals),
    holdPickupDays: String(saved.holdPickupDays),
    maxHolds: String(saved.maxHolds),
  });
  /** One whole-number rule's field, within its bounds. */
  const field = (key: keyof typeof values, min: number, max: number) => (
    <TextField
      label={t(`settings.${key}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      required
      value={values[key]}
      onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
    />
  );
  const save = trpc.loans.updateSettings.useMutation({
    onSuccess: (next) => {
      utils.loans.settings.setData(undefined, next);
      toast({ title: t('settings.saved') });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('settings.failed'),
        description: serverMessage(error, t) ?? t('staff:errorFallback'),
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      loanPeriodDays: Number(values.loanPeriodDays),
      maxRenewals: Number(values.maxRenewals),
      holdPickupDays: Number(values.holdPickupDays),
      maxHolds: Number(values.maxHolds),
    });
  };
  return (
    <form className={styles.settings} onSubmit={submit}>
      {field('loanPeriodDays', 1, 365)}
      {field('maxRenewals', 0, 50)}
      {field('holdPickupDays', 1, 60)}
      {field('maxHolds', 0, 100)}
      <Button type="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  );
}
