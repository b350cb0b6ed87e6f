import { Button, buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from './newsletter-link-page.css';

export interface NewsletterLink {
  s?: number;
  t?: string;
}

/**
 * /newsletter/confirm: the confirmation e-mail's link. Confirms on arrival (the link itself is
 * the consent; it is signed for this address) and says so.
 */
export function ConfirmSubscriptionPage({ link }: { link: NewsletterLink }) {
  const { t } = useTranslation(['newsletter', 'errors']);
  const confirm = trpc.newsletter.confirm.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !link.s || !link.t) return;
    sent.current = true;
    confirm.mutate({ s: link.s, t: link.t });
  }, [confirm, link.s, link.t]);
  const invalid = !link.s || !link.t;
  return (
    <section className={styles.page} aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title" className={styles.title}>
        {confirm.isSuccess
          ? t('newsletter:confirm.done')
          : confirm.isError || invalid
            ? t('newsletter:confirm.failed')
            : t('newsletter:confirm.title')}
      </h1>
      <p role="status" data-testid="newsletter-link-result">
        {confirm.isSuccess
          ? t('newsletter:confirm.doneText', { email: confirm.data.email })
          : confirm.isError
            ? serverMessage(confirm.error, t)
            : invalid
              ? t('errors:NEWSLETTER_LINK_INVALID')
              : t('newsletter:confirm.working')}
      </p>
      <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
        {t('newsletter:backHome')}
      </Link>
    </section>
  );
}

/**
 * /newsletter/unsubscribe: every issue's visible unsubscribe link. Asks once (a link scanner
 * opening the address must not unsubscribe anyone), then leaves. Mail clients use the
 * one-click POST of RFC 8058 instead, which needs no page.
 */
export function UnsubscribePage({ link }: { link: NewsletterLink }) {
  const { t } = useTranslation(['newsletter', 'errors']);
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  const invalid = !link.s || !link.t;
  return (
    <section className={styles.page} aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title" className={styles.title}>
        {unsubscribe.isSuccess
          ? t('newsletter:unsubscribe.done')
          : unsubscribe.isError
            ? t('newsletter:unsubscribe.failed')
            : t('newsletter:unsubscribe.title')}
      </h1>
      <p role="status" data-testid="newsletter-link-result">
        {unsubscribe.isSuccess
          ? t('newsletter:unsubscribe.doneText', { email: unsubscribe.data.email })
          : unsubscribe.isError
            ? serverMessage(unsubscribe.error, t)
            : invalid
              ? t('errors:NEWSLETTER_LINK_INVALID')
              : t('newsletter:unsubscribe.question')}
      </p>
      <div className={styles.actions}>
        {unsubscribe.isSuccess || invalid ? null : (
          <Button
            variant="destructive"
            loading={unsubscribe.isPending}
            onClick={() => link.s && link.t && unsubscribe.mutate({ s: link.s, t: link.t })}
          >
            {unsubscribe.isPending
              ? t('newsletter:unsubscribe.working')
              : t('newsletter:unsubscribe.button')}
          </Button>
        )}
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          {t('newsletter:backHome')}
        </Link>
      </div>
    </section>
  );
}
