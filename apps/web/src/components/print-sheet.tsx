import { Button, VisuallyHidden } from '@app/ui';
import type { CSSProperties, ReactNode } from 'react';
import * as styles from './print-sheet.css';

/** Items in consecutive groups of `size`: the printed sheets. */
export function sheetsOf<T>(items: readonly T[], size: number): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    sheets.push(items.slice(start, start + size));
  }
  return sheets;
}

/** The sheet's words, in the feature's namespace and the reader's language. */
export interface PrintSheetWords {
  title: string;
  instructions: string;
  /** Shown instead of the sheets when nothing was chosen: where to choose. */
  none: string;
  print: string;
  /** Read to screen readers while the sheets are prepared. */
  preparing: string;
  retry: string;
  summary: (count: number, sheets: number) => string;
  /** Names one sheet ("Sheet 2 of 3"). */
  sheet: (number: number, total: number) => string;
}

export interface PrintSheetProps<T extends { id: number }> {
  words: PrintSheetWords;
  /** The ids asked for, already capped at what the server lists per call. */
  requested: readonly number[];
  /** How many items one A4 sheet holds. */
  perSheet: number;
  /** The items as the server answered (undefined while they load). */
  items: T[] | undefined;
  /** Why they could not be loaded, if they could not (then a retry is offered). */
  failure: string | null;
  onRetry: () => void;
  /** Lines under the summary (a cap reached…). */
  notes?: ReactNode;
  /** Alerts above the sheets that do not stop them printing (some QR codes missing…). */
  problems?: ReactNode;
  /** The paper's grid of items: columns, rows, gaps. */
  gridClassName: string;
  /** One item's box, also the shape of its skeleton while loading. */
  itemClassName: string;
  /** The skeleton inside an item's box. */
  skeleton: ReactNode;
  /** What one item shows, inside its box (an `<li>` of `itemClassName`). */
  renderItem: (item: T) => ReactNode;
  /** Test id of one item's box. */
  itemTestId?: string;
  /** Choices in the toolbar that change what is printed (the label paper…); print hides them. */
  controls?: ReactNode;
  /**
   * Paper other than A4 inside 10 mm margins (pre-cut label stock): the class naming its printed
   * page (`paperPage`), one sheet's size and offsets, and the grid's tracks and gaps, in mm.
   */
  paper?: { sheetClassName: string; sheetStyle: CSSProperties; gridStyle: CSSProperties };
}

/**
 * A printable page of sheets (the copies' labels, the members' cards): a toolbar with
 * the instructions, a count and the Print button, which print hides; skeleton sheets while the
 * items load; then the items a sheet at a time, each sheet one printed page.
 */
export function PrintSheet<T extends { id: number }>({
  words,
  requested,
  perSheet,
  items,
  failure,
  onRetry,
  notes,
  problems,
  gridClassName,
  itemClassName,
  skeleton,
  renderItem,
  itemTestId,
  controls,
  paper,
}: PrintSheetProps<T>) {
  const grid = `${styles.grid} ${gridClassName}`;
  const sheetClass = paper ? `${styles.sheet} ${paper.sheetClassName}` : styles.sheet;
  if (requested.length === 0) {
    return (
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h2 className={styles.title}>{words.title}</h2>
          <p className={styles.instructions}>{words.none}</p>
        </div>
      </div>
    );
  }
  const sheets = sheetsOf(items ?? [], perSheet);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <h2 className={styles.title}>{words.title}</h2>
          <p className={styles.instructions}>{words.instructions}</p>
          {items ? (
            <p className={styles.summary} role="status">
              {words.summary(items.length, sheets.length)}
            </p>
          ) : null}
          {notes ? <div className={styles.summary}>{notes}</div> : null}
        </div>
        {controls ? <div className={styles.controls}>{controls}</div> : null}
        <Button size="lg" disabled={!items} onClick={() => window.print()}>
          {words.print}
        </Button>
      </div>
      {problems ? (
        <div role="alert" className={styles.problem}>
          {problems}
        </div>
      ) : null}
      {failure !== null ? (
        <div role="alert" className={styles.problem}>
          <p>{failure}</p>
          <Button variant="secondary" onClick={onRetry}>
            {words.retry}
          </Button>
        </div>
      ) : !items ? (
        <div className={sheetClass} style={paper?.sheetStyle} aria-busy="true" role="status">
          <VisuallyHidden>{words.preparing}</VisuallyHidden>
          <ul className={grid} style={paper?.gridStyle} aria-hidden="true">
            {requested.slice(0, perSheet).map((id) => (
              <li key={id} className={itemClassName}>
                {skeleton}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        sheets.map((sheet, index) => (
          <section
            key={index}
            className={sheetClass}
            style={paper?.sheetStyle}
            aria-label={words.sheet(index + 1, sheets.length)}
          >
            <ul className={grid} style={paper?.gridStyle}>
              {sheet.map((item) => (
                <li key={item.id} className={itemClassName} data-testid={itemTestId}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
