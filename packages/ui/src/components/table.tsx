import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useScrollsSideways } from '../hooks/use-scrolls-sideways';
import * as styles from './table.css';

/** Props of {@link Table}: a `<table>`'s, plus an optional caption. */
export interface TableProps extends ComponentPropsWithRef<'table'> {
  caption?: ReactNode;
}

/**
 * A data table with the kit's row rules and a horizontal scroll container for narrow screens,
 * which takes the keyboard's focus (to scroll with the arrow keys) only while it scrolls.
 * Children are the usual `<thead>`/`<tbody>`; header cells should carry `scope`.
 */
export function Table({ caption, className, children, ...rest }: TableProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(wrap);
  return (
    <div ref={wrap} className={styles.wrap} tabIndex={scrolls ? 0 : undefined}>
      <table {...rest} className={className ? `${styles.table} ${className}` : styles.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
