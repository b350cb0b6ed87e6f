import { Button, buttonStyles, StaffHeader } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';

export interface DashboardHeaderProps {
  displayName: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The dashboard's header (spec §2): who is signed in, language, scanner, desk, site, logout. */
export function DashboardHeader({ displayName, onLogout, loggingOut }: DashboardHeaderProps) {
  const { t } = useTranslation(['dashboard', 'auth']);
  return (
    <StaffHeader
      mark={<LibraryMark size={40} />}
      title={t('dashboard:title')}
      subtitle={displayName ? t('dashboard:welcome', { name: displayName }) : null}
      language={<LanguageSwitcher />}
      actions={
        <>
          <Link to="/scanner" className={buttonStyles({ variant: 'primary' })}>
            {t('dashboard:openScanner')}
          </Link>
          <Link to="/desk" className={buttonStyles({ variant: 'primary' })}>
            {t('dashboard:openDesk')}
          </Link>
          <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
            {t('dashboard:viewSite')}
          </Link>
          <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
            {t('auth:logout.action')}
          </Button>
        </>
      }
    />
  );
}
