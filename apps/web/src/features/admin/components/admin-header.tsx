import { Button, buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import * as styles from './admin-header.css';

export interface AdminHeaderProps {
  displayName: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

export function AdminHeader({ displayName, onLogout, loggingOut }: AdminHeaderProps) {
  const { t } = useTranslation(['admin', 'auth']);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <LibraryMark size={40} />
          <div>
            <h1 className={styles.title}>{t('admin:title')}</h1>
            <p className={styles.welcome}>{t('admin:welcome', { name: displayName ?? '' })}</p>
          </div>
        </div>
        <div className={styles.actions}>
          <LanguageSwitcher />
          <Link to="/scanner" className={buttonStyles({ variant: 'primary' })}>
            {t('admin:openScanner')}
          </Link>
          <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
            {t('admin:viewSite')}
          </Link>
          <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
            {t('auth:logout.action')}
          </Button>
        </div>
      </div>
    </header>
  );
}
