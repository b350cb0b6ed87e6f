import { useRef, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './tabs.css';

/** Ids that tie a tab to its panel (`aria-controls` / `aria-labelledby`). */
export function tabIds(idPrefix: string, value: string) {
  return { tab: `${idPrefix}-tab-${value}`, panel: `${idPrefix}-panel-${value}` };
}

/** One tab of a {@link TabList}. */
export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

/** Props of {@link TabList}. */
export interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Shared with the {@link TabPanel}s, e.g. from `useId()`. */
  idPrefix: string;
  className?: string;
}

/**
 * A controlled ARIA tab list with one Tab stop: ArrowLeft/ArrowRight (wrapping), Home and End
 * move between tabs and select as they go. Pair it with one {@link TabPanel} per shown value.
 */
export function TabList<T extends string>({
  label,
  items,
  value,
  onChange,
  idPrefix,
  className,
}: TabListProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = items.length;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `${styles.tablist} ${className}` : styles.tablist}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        const ids = tabIds(idPrefix, item.value);
        return (
          <button
            key={item.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props of {@link TabPanel}: a `<div>`'s, plus the tab it belongs to. */
export interface TabPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'id' | 'role'> {
  idPrefix: string;
  value: string;
}

/** The content of one tab; focusable so keyboard users can reach a panel without controls. */
export function TabPanel({ idPrefix, value, className, ...rest }: TabPanelProps) {
  const ids = tabIds(idPrefix, value);
  return (
    <div
      tabIndex={0}
      {...rest}
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      className={className ? `${styles.panel} ${className}` : styles.panel}
    />
  );
}
