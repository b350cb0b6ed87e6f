import { Button, buttonStyles, StaffHeader } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';

export interface ScannerHeaderProps {
  displayName: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

export function ScannerHeader({ displayName, onLogout, loggingOut }: ScannerHeaderProps) {
  const { t } = useTranslation(['inventory', 'auth']);
  return (
    <StaffHeader
      width="narrow"
      mark={<LibraryMark size={36} />}
      title={t('inventory:scanner.title')}
      subtitle={
        displayName ? (
          <span data-testid="scanner-user">
            {t('inventory:scanner.welcome', { name: displayName })}
          </span>
        ) : null
      }
      language={<LanguageSwitcher />}
      actions={
        <>
          <Link to="/admin" className={buttonStyles({ variant: 'secondary' })}>
            {t('inventory:scanner.dashboard')}
          </Link>
          <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
            {t('auth:logout.action')}
          </Button>
        </>
      }
    />
  );
}
