import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Button, FormDialog, TextAreaField, useToast } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { formatRupees } from '../../../lib/money';
import { trpc } from '../../../lib/trpc';
import * as styles from './fines.css';

export type Fine = RouterOutputs['loans']['memberFines']['items'][number];

/**
 * Settles fines at the desk or on the member's page: paid, or waived with a reason. The
 * receipt the server gives (its number is the audit entry's) is said once it is settled.
 */
export function useSettleFine(language: Language) {
  const { t } = useTranslation(['loans-staff', 'errors', 'staff']);
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [receipt, setReceipt] = useState<string | null>(null);
  const settle = trpc.loans.settleFine.useMutation({
    onSuccess: (fine) => {
      const words = t(fine.how === 'waived' ? 'fines.receiptWaived' : 'fines.receiptPaid', {
        number: fine.receiptNumber,
        amount: formatRupees(fine.amount, language),
      });
      setReceipt(words);
      toast({ title: words });
      void utils.loans.memberFines.invalidate();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('fines.failed'),
        description: serverMessage(error, t) ?? t('staff:errorFallback'),
      });
      void utils.loans.memberFines.invalidate();
    },
  });
  return { settle, receipt };
}

/** "Paid" and "Waive" for one unpaid fine; a waiver asks why first. */
export function FineActions({
  fine,
  title,
  settle,
}: {
  fine: Fine;
  title: string;
  settle: ReturnType<typeof useSettleFine>['settle'];
}) {
  const { t } = useTranslation(['loans-staff', 'staff']);
  const [waiving, setWaiving] = useState(false);
  const busy = settle.isPending && settle.variables?.id === fine.id;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        aria-label={t('fines.paidLabel', { title })}
        loading={busy && settle.variables?.how === 'paid'}
        onClick={() => settle.mutate({ id: fine.id, how: 'paid' })}
      >
        {t('fines.paid')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('fines.waiveLabel', { title })}
        onClick={() => setWaiving(true)}
      >
        {t('fines.waive')}
      </Button>
      {waiving ? (
        <WaiveDialog
          title={title}
          pending={busy}
          onWaive={(reason) =>
            settle.mutate(
              { id: fine.id, how: 'waived', reason },
              { onSettled: () => setWaiving(false) },
            )
          }
          onClose={() => setWaiving(false)}
        />
      ) : null}
    </div>
  );
}

function WaiveDialog({
  title,
  pending,
  onWaive,
  onClose,
}: {
  title: string;
  pending: boolean;
  onWaive: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['loans-staff', 'errors', 'staff']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('errors:field.waiveReason'));
      return;
    }
    onWaive(reason.trim());
  };
  return (
    <FormDialog
      eyebrow={t('fines.waiveEyebrow', { title })}
      title={t('fines.waiveTitle')}
      submitLabel={t('fines.waiveSubmit')}
      cancelLabel={t('staff:actions.cancel')}
      closeLabel={t('staff:actions.close')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={t('fines.reason')}
        hint={t('fines.reasonHint')}
        value={reason}
        maxLength={500}
        rows={3}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        data-autofocus
      />
    </FormDialog>
  );
}
