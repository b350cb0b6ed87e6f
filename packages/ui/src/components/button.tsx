import type { ComponentPropsWithRef } from 'react';
import { buttonStyles, busyIndicator, type ButtonVariants } from './button.css';

/** Props of {@link Button}: every `<button>` attribute plus the look and a loading state. */
export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonVariants {
  /** Marks the button busy (`aria-busy`) and disables it until the work finishes. */
  loading?: boolean;
}

/**
 * The kit's button. Defaults to `type="button"` so it never submits a form by accident; pass
 * `type="submit"` when it should. For links that look like buttons use {@link buttonStyles}.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonStyles({ variant, size, fullWidth });
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={busyIndicator} aria-hidden="true" />}
      {children}
    </button>
  );
}
