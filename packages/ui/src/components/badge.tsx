import type { ComponentPropsWithRef } from 'react';
import { badgeStyles, type BadgeVariants } from './badge.css';

/** Props of {@link Badge}: a `<span>`'s attributes plus its tone. */
export interface BadgeProps extends ComponentPropsWithRef<'span'>, BadgeVariants {}

/** A short label in a pill: a format, a genre, a language. Words carry the meaning, not colour. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  const classes = badgeStyles({ tone });
  return <span {...rest} className={className ? `${classes} ${className}` : classes} />;
}
