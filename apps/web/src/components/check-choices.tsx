import { useState } from 'react';
import * as section from './staff-section.css';

/**
 * A group of checkboxes, each with its words and its code beneath (`catalogue:read`,
 * `loan.created`): what a token may do, what a webhook is sent.
 */
export function CheckChoices<T extends string>({
  legend,
  name,
  options,
  chosen,
  label,
  describedBy,
  onToggle,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  chosen: ReadonlySet<T>;
  /** An option's words in the reader's language. */
  label: (option: T) => string;
  describedBy?: string;
  onToggle: (option: T, on: boolean) => void;
}) {
  return (
    <fieldset className={section.checkGroup} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={section.checkLabel}>
          <input
            type="checkbox"
            className={section.check}
            name={name}
            value={option}
            checked={chosen.has(option)}
            onChange={(e) => onToggle(option, e.target.checked)}
          />
          <span>
            {label(option)}
            <br />
            <code className={section.muted} translate="no">
              {option}
            </code>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The options chosen in a {@link CheckChoices}: toggled one by one, cleared after a submit. */
export function useChoices<T extends string>(onToggle?: () => void) {
  const [chosen, setChosen] = useState<ReadonlySet<T>>(new Set());
  const toggle = (option: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    setChosen(next);
    onToggle?.();
  };
  return { chosen, toggle, clear: () => setChosen(new Set()) };
}
