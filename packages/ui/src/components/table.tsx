import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './table.css';

/** Props of {@link Table}: a `<table>`'s, plus an optional caption. */
export interface TableProps extends ComponentPropsWithRef<'table'> {
  caption?: ReactNode;
}

/**
 * A data table with the kit's row rules and a horizontal scroll container for narrow screens.
 * Children are the usual `<thead>`/`<tbody>`; header cells should carry `scope`.
 */
export function Table({ caption, className, children, ...rest }: TableProps) {
  return (
    <div className={styles.wrap}>
      <table {...rest} className={className ? `${styles.table} ${className}` : styles.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
