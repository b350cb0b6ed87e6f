import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/api-contract/schemas/auth';
import { InputField } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A new password typed twice (a set-password link, or a change on the account page): the two
 * fields, and a check that they match before anything is sent.
 */
export function useNewPassword() {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const fields = (
    <>
      <InputField
        label={t('setPassword.password')}
        hint={t('setPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <InputField
        label={t('setPassword.again')}
        type="password"
        autoComplete="new-password"
        required
        value={again}
        error={mismatch ? t('setPassword.mismatch') : undefined}
        onChange={(e) => {
          setAgain(e.target.value);
          setMismatch(false);
        }}
      />
    </>
  );
  return {
    password,
    fields,
    /** Whether the two are the same; if not, the second field says so. */
    matches(): boolean {
      if (password === again) return true;
      setMismatch(true);
      return false;
    },
    clear(): void {
      setPassword('');
      setAgain('');
      setMismatch(false);
    },
  };
}
