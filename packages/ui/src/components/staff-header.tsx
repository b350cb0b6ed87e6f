import type { ReactNode } from 'react';
import * as styles from './staff-header.css';

/** Props of {@link StaffHeader}: content only; the app supplies its links and switcher. */
export interface StaffHeaderProps {
  /** The library's mark (one-colour SVG); shown in the brand colour. */
  mark: ReactNode;
  /** The screen's name, the page's `<h1>`. */
  title: ReactNode;
  /** A line under the title, such as who is signed in. */
  subtitle?: ReactNode;
  /** The language switcher. */
  language?: ReactNode;
  /** Navigation and sign-out buttons or links. */
  actions: ReactNode;
  /** Content width to line up with: the dashboard (`page`, 1280px) or the scanner (1180px). */
  width?: 'page' | 'narrow';
}

/**
 * The staff screens' header (dashboard, scanner): mark, title and welcome line, the language
 * switcher and the actions. On a phone the actions drop to their own row as equal, thumb-sized
 * buttons; from a tablet up everything sits on one row.
 */
export function StaffHeader({
  mark,
  title,
  subtitle,
  language,
  actions,
  width = 'page',
}: StaffHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.width[width]}>
        <div className={styles.identity}>
          <span className={styles.mark}>{mark}</span>
          <div className={styles.titles}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
        </div>
        {language ? <div className={styles.language}>{language}</div> : null}
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}
