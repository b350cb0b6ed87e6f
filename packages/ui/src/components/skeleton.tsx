import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithRef } from 'react';
import { heightVar, skeleton, widthVar, type SkeletonVariants } from './skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends ComponentPropsWithRef<'span'>, SkeletonVariants {
  /** Any CSS length; defaults to the full width of the container. */
  width?: string;
  /** Any CSS length; defaults to one line of text (`1em`). */
  height?: string;
}

/**
 * A shimmering placeholder in the shape of content that is still loading; still when the user
 * prefers reduced motion. It is hidden from assistive technology, so mark the region that
 * contains it with `aria-busy="true"` and give it an accessible loading label.
 */
export function Skeleton({ shape, width, height, className, style, ...rest }: SkeletonProps) {
  const classes = skeleton({ shape });
  const sizes: Record<string, string> = {};
  if (width !== undefined) sizes[widthVar] = width;
  if (height !== undefined) sizes[heightVar] = height;
  return (
    <span
      aria-hidden="true"
      {...rest}
      className={className ? `${classes} ${className}` : classes}
      style={{ ...assignInlineVars(sizes), ...style }}
    />
  );
}
