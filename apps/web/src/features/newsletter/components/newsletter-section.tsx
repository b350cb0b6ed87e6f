import { Button } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from '../hooks/use-subscribe';
import * as styles from './newsletter-section.css';

/** The newsletter sign-up (id join): an e-mail field and a button, both disabled while sending. */
export function NewsletterSection() {
  const { t } = useTranslation('newsletter');
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe({ onSubscribed: () => setEmail('') });
  const pending = subscribe.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (value === '' || pending) return;
    subscribe.mutate({ email: value });
  };

  return (
    <section id="join" className={styles.section} aria-labelledby="join-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="join-title" className={styles.heading}>
            {t('title')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        <form className={styles.form} onSubmit={submit} aria-labelledby="join-title">
          <label htmlFor="newsletter-email" className={styles.label}>
            {t('emailLabel')}
          </label>
          <div className={styles.row}>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              className={styles.input}
              placeholder={t('placeholder')}
              value={email}
              disabled={pending}
              aria-describedby="newsletter-privacy"
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="primary" size="lg" loading={pending}>
              {pending ? t('submitting') : t('submit')}
            </Button>
          </div>
          <p id="newsletter-privacy" className={styles.privacy}>
            {t('privacy')}
          </p>
        </form>
      </div>
    </section>
  );
}
