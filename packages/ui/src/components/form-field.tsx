import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './form-field.css';

/** What every labelled form control of the kit takes besides its element's own attributes. */
interface FieldChrome {
  label: ReactNode;
  /** A short help text under the control, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** A message saying what is wrong; marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

function useFieldIds(hint: ReactNode, error: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldChrome & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link InputField}. */
export type InputFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'id'>;

/** A labelled `<input>` with an optional hint and error message beside it. */
export function InputField({ label, hint, error, className, ...input }: InputFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        className={styles.control}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'select'>, 'id'>;

/** A labelled `<select>`; pass its `<option>`s as children. */
export function SelectField({ label, hint, error, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={className}>
      <select
        id={ids.id}
        className={styles.control}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...select}
      />
    </FieldFrame>
  );
}

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

/** A labelled, vertically resizable `<textarea>`. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={ids.id}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
};

/** A checkbox with its label beside it; the whole row is the click target. */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <input type="checkbox" className={styles.checkboxInput} {...input} />
      <span>{label}</span>
    </label>
  );
}
