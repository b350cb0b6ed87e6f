import { isStaffRole } from '@app/api-contract/schemas/auth';
import { Button, buttonStyles, TextField, useToast } from '@app/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { storeUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = trpc.auth.login.useMutation({
    onSuccess: ({ user }) => {
      storeUser({ role: user.role, displayName: user.displayName, id: user.id });
      utils.auth.me.setData(undefined, { user });
      toast({ title: t('login.success') });
      // Staff go to the dashboard (spec §2); members to their loans and reading.
      void navigate({ to: isStaffRole(user.role) ? '/admin' : '/account' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('login.failed'),
        description: serverMessage(error, t) ?? t('login.invalid'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };

  return (
    <AuthCard title={t('login.title')}>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <Link to="/forgot-password" className={styles.forgot}>
        {t('forgot.link')}
      </Link>
      <Link to="/" className={buttonStyles({ variant: 'ghost', fullWidth: true })}>
        {t('login.backHome')}
      </Link>
    </AuthCard>
  );
}
