import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from './visually-hidden.css';

/** Props of {@link VisuallyHidden}: the attributes of the underlying `<span>`. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text that screen readers announce but sighted users do not see, e.g. an icon button's name. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />
  );
}
