import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import * as styles from './login-page.css';

/**
 * The card every sign-in page is: the library's mark and the language, the page's title, then
 * what the page asks (sign in, choose a password, ask for a link).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const id = useId();
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
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
