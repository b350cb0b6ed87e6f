import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './text-field.css';

/** Props of {@link TextField}: an `<input>`'s, plus its visible label and an optional hint. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled input; the hint, when given, is tied to it with aria-describedby. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
