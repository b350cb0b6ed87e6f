import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './segmented-control.css';

/** One choice of a {@link SegmentedControl}. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Drawn before the label, hidden from assistive technology. */
  icon?: ReactNode;
  /** Hides the label visually (it still names the option); use with an icon. */
  iconOnly?: boolean;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A small set of mutually exclusive choices shown side by side (grid or list, light or dark),
 * as an ARIA radio group: one Tab stop, arrow keys move and choose, Home and End jump.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = options.length;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Arrow keys must not also reach page-level shortcuts (a reader turns pages with them).
    event.stopPropagation();
    onChange(options[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={
              option.iconOnly && typeof option.label === 'string' ? option.label : undefined
            }
            title={option.iconOnly && typeof option.label === 'string' ? option.label : undefined}
            tabIndex={checked ? 0 : -1}
            className={styles.option}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {option.icon}
              </span>
            ) : null}
            {option.iconOnly ? null : option.label}
          </button>
        );
      })}
    </div>
  );
}
