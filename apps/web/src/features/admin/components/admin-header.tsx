import { Button, buttonStyles, StaffHeader } from '@app/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';

export interface AdminHeaderProps {
  displayName: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The dashboard's header (spec §2): who is signed in, language, scanner, site, logout. */
export function AdminHeader({ displayName, onLogout, loggingOut }: AdminHeaderProps) {
  const { t } = useTranslation(['admin', 'auth']);
  return (
    <StaffHeader
      mark={<LibraryMark size={40} />}
      title={t('admin:title')}
      subtitle={displayName ? t('admin:welcome', { name: displayName }) : null}
      language={<LanguageSwitcher />}
      actions={
        <>
          <Link to="/scanner" className={buttonStyles({ variant: 'primary' })}>
            {t('admin:openScanner')}
          </Link>
          <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
            {t('admin:viewSite')}
          </Link>
          <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
            {t('auth:logout.action')}
          </Button>
        </>
      }
    />
  );
}
