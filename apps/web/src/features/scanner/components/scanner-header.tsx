import { Button, buttonStyles } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import * as styles from './scanner-header.css';

export interface ScannerHeaderProps {
  displayName: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

export function ScannerHeader({ displayName, onLogout, loggingOut }: ScannerHeaderProps) {
  const { t } = useTranslation(['scanner', 'auth']);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <span className={styles.mark}>
            <LibraryMark size={36} />
          </span>
          <div className={styles.titles}>
            <h1 className={styles.title}>{t('scanner:title')}</h1>
            {displayName ? (
              <p className={styles.welcome} data-testid="scanner-user">
                {t('scanner:welcome', { name: displayName })}
              </p>
            ) : null}
          </div>
        </div>
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
        <div className={styles.actions}>
          <Link to="/admin" className={buttonStyles({ variant: 'secondary' })}>
            {t('scanner:dashboard')}
          </Link>
          <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
            {t('auth:logout.action')}
          </Button>
        </div>
      </div>
    </header>
  );
}
