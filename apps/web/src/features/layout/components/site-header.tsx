import { buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import { isStaffRole, useStoredUser } from '../../../lib/session';
import * as styles from './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useStoredUser();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('nav.home')}>
          <LibraryMark size={36} />
          <span className={styles.brandName}>{t('library.name')}</span>
        </Link>
        <div className={styles.actions}>
          <LanguageSwitcher />
          {isStaffRole(user?.role) ? (
            <Link to="/admin" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              {t('nav.adminDashboard')}
            </Link>
          ) : (
            <Link to="/login" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              {t('nav.adminLogin')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
