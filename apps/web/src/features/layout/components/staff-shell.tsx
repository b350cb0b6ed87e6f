import { Button, buttonStyles, StaffHeader, useToast } from '@app/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import * as styles from './staff-shell.css';

/** The staff screens with a header of their own; the dashboard's covers its sub-pages too. */
export const STAFF_SCREENS = ['dashboard', 'scanner', 'desk'] as const;
export type StaffScreen = (typeof STAFF_SCREENS)[number];

export interface StaffShellProps {
  screen: StaffScreen;
  displayName: string | null;
  /** A patron at a staff screen: told so and sent home (spec §5, for the scanner). */
  refused: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/**
 * The frame of every staff screen: skip link, the header (who is signed in, the language, the
 * other staff screens, the site, log out) and the main landmark. Print leaves the header out.
 */
export function StaffShell({
  screen,
  displayName,
  refused,
  onLogout,
  loggingOut,
  children,
}: StaffShellProps) {
  const { t } = useTranslation();
  useRefusal(refused, screen);
  return (
    <div className={styles.page[screen === 'dashboard' ? 'plain' : 'wash']}>
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
      <div className={styles.header}>
        <ScreenHeader
          screen={screen}
          displayName={displayName}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
      </div>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** Tells a patron the staff screens are not theirs, then sends them home. */
function useRefusal(refused: boolean, screen: StaffScreen) {
  const { t } = useTranslation(['auth', 'inventory']);
  const { toast } = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!refused) return;
    toast({
      // A fixed id: StrictMode's second effect run replaces the toast rather than adding one.
      id: 'staff-access-denied',
      variant: 'destructive',
      // The scanner's words are the spec's.
      title:
        screen === 'scanner'
          ? t('inventory:scanner.access.deniedTitle')
          : t('auth:staffOnly.title'),
      description:
        screen === 'scanner'
          ? t('inventory:scanner.access.deniedDescription')
          : t('auth:staffOnly.description'),
    });
    void navigate({ to: '/' });
  }, [refused, screen, navigate, t, toast]);
}

interface ScreenHeaderProps {
  screen: StaffScreen;
  displayName: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * Each screen's name and greeting, and where it leads: the dashboard to the scanner, the desk
 * and the site (spec §2); the scanner and the desk back to the dashboard.
 */
function ScreenHeader({ screen, displayName, onLogout, loggingOut }: ScreenHeaderProps) {
  const { t } = useTranslation(['dashboard', 'inventory', 'loans-staff', 'auth']);
  const logout = (
    <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
      {t('auth:logout.action')}
    </Button>
  );
  if (screen === 'dashboard') {
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
            {logout}
          </>
        }
      />
    );
  }
  const scanner = screen === 'scanner';
  return (
    <StaffHeader
      width="narrow"
      mark={<LibraryMark size={36} />}
      title={scanner ? t('inventory:scanner.title') : t('loans-staff:desk.title')}
      subtitle={
        displayName ? (
          <span data-testid={scanner ? 'scanner-user' : undefined}>
            {scanner
              ? t('inventory:scanner.welcome', { name: displayName })
              : t('loans-staff:desk.welcome', { name: displayName })}
          </span>
        ) : null
      }
      language={<LanguageSwitcher />}
      actions={
        <>
          <Link to="/admin" className={buttonStyles({ variant: 'secondary' })}>
            {scanner ? t('inventory:scanner.dashboard') : t('loans-staff:desk.dashboard')}
          </Link>
          {logout}
        </>
      }
    />
  );
}
