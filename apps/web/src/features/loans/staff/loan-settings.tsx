import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button, Card, CardBody, TextField, useToast } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { formatRupees } from '../../../lib/money';
import { trpc } from '../../../lib/trpc';
import * as styles from './loans.css';

type LoanSettings = RouterOutputs['loans']['settings'];

/**
 * The lending rules (loan period, renewals, days to collect a hold, holds per member, fines for
 * days late): every librarian sees them; a super admin may change them.
 */
export function LoanSettingsForm({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation('loans-staff');
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
            <p className={styles.count}>
              {fineSummary(settings.data, t, i18n.language as Language)}
            </p>
          </>
        )}
      </CardBody>
    </Card>
  );
}

/** Fines in a sentence: off, or the rate, the cap and whether owing stops lending. */
function fineSummary(
  settings: LoanSettings,
  t: ReturnType<typeof useTranslation<'loans-staff'>>['t'],
  language: Language,
) {
  if (settings.finePerDay === 0) return t('settings.noFines');
  const rupees = (amount: number) => formatRupees(amount, language);
  return [
    t('settings.finesSummary', { amount: rupees(settings.finePerDay) }),
    settings.fineCap === null ? '' : t('settings.capSummary', { amount: rupees(settings.fineCap) }),
    settings.fineBlockOver === null
      ? ''
      : t('settings.blockSummary', { amount: rupees(settings.fineBlockOver) }),
  ]
    .filter(Boolean)
    .join(' ');
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
    finePerDay: String(saved.finePerDay),
    fineCap: saved.fineCap === null ? '' : String(saved.fineCap),
    fineBlockOver: saved.fineBlockOver === null ? '' : String(saved.fineBlockOver),
  });
  /** One whole-number rule's field, within its bounds; an optional one may be left blank. */
  const field = (key: keyof typeof values, min: number, max: number, optional = false) => (
    <TextField
      label={t(`settings.${key}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      required={!optional}
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
      finePerDay: Number(values.finePerDay),
      fineCap: values.fineCap.trim() === '' ? null : Number(values.fineCap),
      fineBlockOver: values.fineBlockOver.trim() === '' ? null : Number(values.fineBlockOver),
    });
  };
  return (
    <form className={styles.settings} onSubmit={submit}>
      {field('loanPeriodDays', 1, 365)}
      {field('maxRenewals', 0, 50)}
      {field('holdPickupDays', 1, 60)}
      {field('maxHolds', 0, 100)}
      {field('finePerDay', 0, 10000)}
      {field('fineCap', 1, 1_000_000, true)}
      {field('fineBlockOver', 0, 1_000_000, true)}
      <Button type="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </form>
  );
}
