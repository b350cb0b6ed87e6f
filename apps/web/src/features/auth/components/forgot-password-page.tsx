import { Button, buttonStyles, TextField, useToast } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './login-page.css';

/**
 * Asks for a link to choose a new password. The answer is the same for every address (the
 * server tells nobody who has an account); the page says where the link went, or, when the
 * site sends no e-mail, to ask at the desk. The e-mail is written in the page's language.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const { toast } = useToast();
  const id = useId();
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
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <div className={styles.top}>
          <span className={styles.mark}>
            <LibraryMark size={48} title={t('common:library.name')} />
          </span>
          <LanguageSwitcher />
        </div>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('forgot.title')}
        </h1>
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
      </section>
    </main>
  );
}
