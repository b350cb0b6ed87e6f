import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './quick-actions.css';

const Icon = ({ path }: { path: string }) => (
  <span className={styles.icon} aria-hidden="true">
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d={path} />
    </svg>
  </span>
);

const ICONS = {
  scanner:
    'M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M11 8v8M15 8v8M18 8v8',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM20 17v4H6.5A2.5 2.5 0 0 1 4 19.5M12 7v6M9 10h6',
  event:
    'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM12 14v4M10 16h4',
  site: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
};

function Content({
  icon,
  title,
  hint,
  hintId,
}: {
  icon: string;
  title: string;
  hint: string;
  hintId: string;
}): ReactNode {
  return (
    <>
      <Icon path={icon} />
      <span className={styles.title}>{title}</span>
      {/* Read as the description, not as part of the name, which stays the short title. */}
      <span id={hintId} className={styles.hint} aria-hidden="true">
        {hint}
      </span>
    </>
  );
}

/**
 * Four shortcuts (spec §2): the scanner, Add Book, Add Event and the public site. Add Book and
 * Add Event open their section with its Add dialog (`?add=true`).
 */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const hint = (name: string) => `${id}-${name}`;
  return (
    <nav aria-label={t('quickActions.label')}>
      <ul className={styles.grid}>
        <li>
          <Link to="/scanner" className={styles.action} aria-describedby={hint('scanner')}>
            <Content
              icon={ICONS.scanner}
              title={t('quickActions.scanner')}
              hint={t('quickActions.scannerHint')}
              hintId={hint('scanner')}
            />
          </Link>
        </li>
        <li>
          <Link
            to="/admin/books"
            search={{ add: true }}
            className={styles.action}
            aria-describedby={hint('addBook')}
          >
            <Content
              icon={ICONS.book}
              title={t('quickActions.addBook')}
              hint={t('quickActions.addBookHint')}
              hintId={hint('addBook')}
            />
          </Link>
        </li>
        <li>
          <Link
            to="/admin/events"
            search={{ add: true }}
            className={styles.action}
            aria-describedby={hint('addEvent')}
          >
            <Content
              icon={ICONS.event}
              title={t('quickActions.addEvent')}
              hint={t('quickActions.addEventHint')}
              hintId={hint('addEvent')}
            />
          </Link>
        </li>
        <li>
          <Link to="/" className={styles.action} aria-describedby={hint('viewSite')}>
            <Content
              icon={ICONS.site}
              title={t('quickActions.viewSite')}
              hint={t('quickActions.viewSiteHint')}
              hintId={hint('viewSite')}
            />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
