import { Button, buttonStyles, useToast } from '@app/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { storeUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';
import { useNewPassword } from './new-password';

/** The token of a set-password link: after `#`, so it never reaches a server log. */
function tokenFromLocation(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
}

/**
 * Where a member's one-time link leads: they choose a password, are signed in, and go to
 * their account. A used or expired link says so and points them back to the library.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [token] = useState(tokenFromLocation);
  const newPassword = useNewPassword();
  const check = trpc.auth.checkPasswordLink.useMutation();
  const checked = useRef(false);
  const mutateCheck = check.mutate;
  useEffect(() => {
    if (checked.current || token.length < 16) return;
    checked.current = true;
    mutateCheck({ token });
  }, [token, mutateCheck]);

  const save = trpc.auth.setPassword.useMutation({
    onSuccess: ({ user }) => {
      storeUser({ role: user.role, displayName: user.displayName, id: user.id });
      utils.auth.me.setData(undefined, { user });
      // The link is spent: keep it out of the history.
      window.history.replaceState(null, '', window.location.pathname);
      toast({ title: t('setPassword.done') });
      void navigate({ to: '/account' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('setPassword.failed'),
        description: serverMessage(error, t) ?? '',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.matches()) save.mutate({ token, password: newPassword.password });
  };

  const invalid = token.length < 16 || check.isError;
  return (
    <AuthCard title={t('setPassword.title')}>
      {invalid ? (
        <p className={styles.subtitle} role="alert">
          {check.isError ? serverMessage(check.error, t) : t('errors:PASSWORD_LINK_INVALID')}
        </p>
      ) : (
        <>
          <p className={styles.subtitle} data-testid="set-password-greeting">
            {check.data
              ? t('setPassword.greeting', {
                  name: check.data.displayName ?? check.data.email,
                  email: check.data.email,
                })
              : t('setPassword.checking')}
          </p>
          <form className={styles.form} onSubmit={submit}>
            {newPassword.fields}
            <Button type="submit" size="lg" fullWidth loading={save.isPending}>
              {t('setPassword.submit')}
            </Button>
          </form>
        </>
      )}
      <Link to="/" className={buttonStyles({ variant: 'ghost', fullWidth: true })}>
        {t('login.backHome')}
      </Link>
    </AuthCard>
  );
}
