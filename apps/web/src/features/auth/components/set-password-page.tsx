import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/api-contract/schemas/auth';
import { Button, buttonStyles, InputField, useToast } from '@app/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import { serverMessage } from '../../../lib/errors';
import { storeUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import * as styles from './login-page.css';

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
  const id = useId();
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
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
      storeUser({ role: user.role, displayName: user.displayName });
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
    if (password !== again) {
      setMismatch(true);
      return;
    }
    save.mutate({ token, password });
  };

  const invalid = token.length < 16 || check.isError;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <div className={styles.top}>
          <span className={styles.mark}>
            <LibraryMark size={48} title={t('common:library.name')} />
          </span>
          <LanguageSwitcher />
        </div>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('setPassword.title')}
        </h1>
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
              <Button type="submit" size="lg" fullWidth loading={save.isPending}>
                {t('setPassword.submit')}
              </Button>
            </form>
          </>
        )}
        <Link to="/" className={buttonStyles({ variant: 'ghost', fullWidth: true })}>
          {t('login.backHome')}
        </Link>
      </section>
    </main>
  );
}
