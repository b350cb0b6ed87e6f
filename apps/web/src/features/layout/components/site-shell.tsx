import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './site-shell.css';
import { SiteHeader } from './site-header';

/** Page frame shared by every public route: skip link, fixed header, main landmark, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerNames}>
          <span lang="en">{t('library.nameEn')}</span>
          <span lang="ta">{t('library.nameTa')}</span>
          <span lang="si">{t('library.nameSi')}</span>
        </p>
      </footer>
    </>
  );
}
