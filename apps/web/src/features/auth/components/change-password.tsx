import { PASSWORD_MAX_LENGTH } from '@app/api-contract/schemas/auth';
import { Button, Card, CardBody, InputField, useToast } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './change-password.css';
import { useNewPassword } from './new-password';

/**
 * On the account page: the signed-in person changes their password. The current one is asked
 * for (a browser left signed in is not enough); the new one twice. Other devices are signed
 * out; this one stays.
 */
export function ChangePassword() {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const id = useId();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      setCurrent('');
      newPassword.clear();
      toast({ title: t('changePassword.done'), description: t('changePassword.doneDescription') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.matches()) return;
    change.mutate({ currentPassword: current, newPassword: newPassword.password });
  };

  return (
    <Card>
      <CardBody className={styles.card}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('changePassword.title')}
        </h2>
        <p className={styles.note}>{t('changePassword.note')}</p>
        <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
          <InputField
            label={t('changePassword.current')}
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={current}
            error={change.isError ? (serverMessage(change.error, t) ?? undefined) : undefined}
            onChange={(e) => {
              setCurrent(e.target.value);
              change.reset();
            }}
          />
          {newPassword.fields}
          <Button type="submit" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
