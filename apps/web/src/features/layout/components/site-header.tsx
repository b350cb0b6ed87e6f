import { isStaffRole } from '@app/api-contract/schemas/auth';
import { Button, buttonStyles, useSiteHeaderHeight, VisuallyHidden } from '@app/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LibraryMark } from '../../../components/library-mark';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useLogout } from '../../../lib/logout';
import { scriptLanguage } from '../../../lib/script';
import { useStoredUser } from '../../../lib/session';
import { SectionLink, type HomeSection } from './section-link';
import * as styles from './site-header.css';

const MENU_ID = 'site-menu';

const LINKS: { section: HomeSection; label: 'nav.home' | 'nav.about' | 'nav.books' }[] = [
  { section: 'home', label: 'nav.home' },
  { section: 'about', label: 'nav.about' },
  { section: 'collection', label: 'nav.books' },
];

/**
 * The sticky site header. On a phone the links, the subscribe button, the staff button (or a
 * signed-in member's name, account and sign-out) and the theme toggle fold into a menu that closes after any navigation (a link, the route changing,
 * Escape), which leaves the library's name room to wrap between its words in every script; from
 * 1024px they sit in a second row, in reading order after the brand and the language.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const location = useRouterState({ select: (state) => state.location.href });
  // The menu is open at one address: any navigation, including one it did not start (the back
  // button), leaves that address and so closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useSiteHeaderHeight(headerRef);

  const close = () => setOpenAt(null);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        toggleRef.current?.focus();
      }}
    >
      <div className={styles.inner}>
        <SectionLink section="home" className={styles.brand} onNavigate={close}>
          <LibraryMark size={40} />
          <span className={styles.brandName}>{t('library.name')}</span>
        </SectionLink>
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenAt(open ? null : location)}
        >
          <MenuIcon open={open} />
          <VisuallyHidden>{open ? t('nav.closeMenu') : t('nav.openMenu')}</VisuallyHidden>
        </button>
        <div id={MENU_ID} className={styles.panel} data-open={open ? '' : undefined}>
          <nav className={styles.nav} aria-label={t('nav.mainMenu')}>
            <ul className={styles.navList}>
              {LINKS.map((link) => (
                <li key={link.section}>
                  <SectionLink section={link.section} className={styles.navLink} onNavigate={close}>
                    {t(link.label)}
                  </SectionLink>
                </li>
              ))}
              <li>
                <Link to="/ebooks" className={styles.navLink} onClick={close}>
                  {t('nav.digitalLibrary')}
                </Link>
              </li>
              <li>
                <SectionLink section="events" className={styles.navLink} onNavigate={close}>
                  {t('nav.events')}
                </SectionLink>
              </li>
              <li>
                <SectionLink section="join" className={styles.navLink} onNavigate={close}>
                  {t('nav.join')}
                </SectionLink>
              </li>
            </ul>
          </nav>
          <div className={styles.actions}>
            <SectionLink
              section="join"
              className={buttonStyles({ variant: 'primary', size: 'sm' })}
              onNavigate={close}
            >
              {t('nav.subscribe')}
            </SectionLink>
            {isStaffRole(user?.role) ? (
              <Link
                to="/admin"
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                onClick={close}
              >
                {t('nav.adminDashboard')}
              </Link>
            ) : user ? (
              <MemberLinks name={user.displayName} onNavigate={close} />
            ) : (
              <Link
                to="/login"
                className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                onClick={close}
              >
                {t('nav.adminLogin')}
              </Link>
            )}
            <ThemeToggle />
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * A signed-in member's name, their account and a way out, on every public page: on a shared
 * PC the next visitor must not inherit the account. Signing out ends the session on the server
 * and forgets every answer kept for it, in the page and in the service worker (lib/logout.ts).
 */
function MemberLinks({ name, onNavigate }: { name: string | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  return (
    <>
      {name ? (
        <p className={styles.member}>
          <VisuallyHidden>{t('nav.signedInAs')} </VisuallyHidden>
          <span lang={scriptLanguage(name)}>{name}</span>
        </p>
      ) : null}
      <Link
        to="/account"
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        onClick={onNavigate}
      >
        {t('nav.myAccount')}
      </Link>
      <Button
        variant="ghost"
        size="sm"
        disabled={isPending}
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        {t('nav.signOut')}
      </Button>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
