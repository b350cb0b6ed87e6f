import { buttonStyles } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { chooseTheme, useSiteTheme } from '../lib/theme';

/** Switches the whole site between its light and dark colours (remembered on this device). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSiteTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      className={buttonStyles({ variant: 'ghost', size: 'sm' })}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme={theme}
      onClick={() => chooseTheme(next)}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {theme === 'dark' ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
