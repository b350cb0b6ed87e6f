import { Button, buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import * as styles from '../../../components/link-page.css';

export interface NewsletterLink {
  s?: number;
  t?: string;
}

type Step = 'confirm' | 'unsubscribe';

/**
 * The page an e-mailed link opens: a heading and a sentence that follow the call it makes
 * (waiting, done, refused), an action when there is one, and the way home.
 */
function LinkPage({
  step,
  link,
  call,
  doneText,
  children,
}: {
  step: Step;
  link: NewsletterLink;
  call: { isSuccess: boolean; isError: boolean; error: unknown };
  doneText: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['newsletter', 'errors']);
  const invalid = !link.s || !link.t;
  return (
    <section className={styles.page} aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title" className={styles.title}>
        {call.isSuccess
          ? t(`newsletter:${step}.done`)
          : call.isError || invalid
            ? t(`newsletter:${step}.failed`)
            : t(`newsletter:${step}.title`)}
      </h1>
      <p role="status" data-testid="newsletter-link-result">
        {call.isSuccess
          ? doneText
          : call.isError
            ? serverMessage(call.error, t)
            : invalid
              ? t('errors:NEWSLETTER_LINK_INVALID')
              : step === 'confirm'
                ? t('newsletter:confirm.working')
                : t('newsletter:unsubscribe.question')}
      </p>
      <div className={styles.actions}>
        {invalid ? null : children}
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          {t('newsletter:backHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * /newsletter/confirm: the confirmation e-mail's link. Confirms on arrival (the link itself is
 * the consent; it is signed for this address) and says so.
 */
export function ConfirmSubscriptionPage({ link }: { link: NewsletterLink }) {
  const { t } = useTranslation('newsletter');
  const confirm = trpc.newsletter.confirm.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !link.s || !link.t) return;
    sent.current = true;
    confirm.mutate({ s: link.s, t: link.t });
  }, [confirm, link.s, link.t]);
  return (
    <LinkPage
      step="confirm"
      link={link}
      call={confirm}
      doneText={t('confirm.doneText', { email: confirm.data?.email ?? '' })}
    />
  );
}

/**
 * /newsletter/unsubscribe: every issue's visible unsubscribe link. Asks once (a link scanner
 * opening the address must not unsubscribe anyone), then leaves. Mail clients use the
 * one-click POST of RFC 8058 instead, which needs no page.
 */
export function UnsubscribePage({ link }: { link: NewsletterLink }) {
  const { t } = useTranslation('newsletter');
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  return (
    <LinkPage
      step="unsubscribe"
      link={link}
      call={unsubscribe}
      doneText={t('unsubscribe.doneText', { email: unsubscribe.data?.email ?? '' })}
    >
      {unsubscribe.isSuccess ? null : (
        <Button
          variant="destructive"
          loading={unsubscribe.isPending}
          onClick={() => link.s && link.t && unsubscribe.mutate({ s: link.s, t: link.t })}
        >
          {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
        </Button>
      )}
    </LinkPage>
  );
}
