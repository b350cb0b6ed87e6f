import { Button, buttonStyles, TextField, useToast } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { AuthCard } from './auth-card';
import * as styles from './login-page.css';

/**
 * Asks for a link to choose a new password. The answer is the same for every address (the
 * server tells nobody who has an account); the page says where the link went, or, when the
 * site sends no e-mail, to ask at the desk. The e-mail is written in the page's language.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const request = trpc.auth.requestPasswordReset.useMutation({
    onError: (error) => {
      toast({ variant: 'destructive', title: serverMessage(error, t) ?? t('forgot.title') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const language = i18n.language === 'si' || i18n.language === 'ta' ? i18n.language : 'en';
    request.mutate({ email, language });
  };

  const answer = request.data;
  // The address as accounts keep it: the server trims and lower-cases it too.
  const sentTo = (request.variables?.email ?? email).trim().toLowerCase();
  return (
    <AuthCard title={t('forgot.title')}>
      {answer ? (
        <p className={styles.subtitle} role="status" data-testid="forgot-answer">
          {answer.mailConfigured ? t('forgot.sent', { email: sentTo }) : t('forgot.noMail')}
        </p>
      ) : (
        <>
          <p className={styles.subtitle}>{t('forgot.intro')}</p>
          <form className={styles.form} onSubmit={submit}>
            <TextField
              label={t('forgot.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" size="lg" fullWidth loading={request.isPending}>
              {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <Link to="/login" className={buttonStyles({ variant: 'ghost', fullWidth: true })}>
        {t('forgot.backToLogin')}
      </Link>
    </AuthCard>
  );
}
