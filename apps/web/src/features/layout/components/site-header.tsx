import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';
import { LibraryMark } from './library-mark';
import * as styles from './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('nav.home')}>
          <LibraryMark size={36} />
          <span className={styles.brandName}>{t('library.name')}</span>
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
