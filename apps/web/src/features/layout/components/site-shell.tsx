import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './site-shell.css';

/** Page frame shared by every public route: skip link, sticky header, main landmark, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The footer is never on screen at first: it renders right after, in an interruptible pass.
  const [footer, setFooter] = useState(false);
  useEffect(() => startTransition(() => setFooter(true)), []);
  return (
    <>
      <a
        className={styles.skipLink}
        href="#main"
        onClick={(event) => {
          // Focus moves to <main> without a fragment navigation the router would also handle.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer && <SiteFooter />}
    </>
  );
}
