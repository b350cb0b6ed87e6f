import { useRef, type ComponentPropsWithRef } from 'react';
import { useInView } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import * as styles from './reveal.css';

/**
 * How far into the screen a block must come before it fades in: its top a tenth of the screen
 * above the bottom edge. Not a share of the block: a list of events on a phone can be ten
 * screens tall, and a tenth of it would never be on screen at once (it never appeared).
 */
export const REVEAL_MARGIN = '0px 0px -10% 0px';

/** Props of {@link Reveal}: the attributes of the underlying `<div>`. */
export type RevealProps = Omit<ComponentPropsWithRef<'div'>, 'ref'>;

/**
 * A block that rises and fades in the first time it scrolls a tenth of the screen into view. Readers who
 * prefer reduced motion see it in place at once. Keep it off content visible on arrival.
 */
export function Reveal({ className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref, { threshold: 0, margin: REVEAL_MARGIN });
  const reduced = usePrefersReducedMotion();
  const state = seen || reduced ? styles.shown : styles.waiting;
  return (
    <div
      {...rest}
      ref={ref}
      data-revealed={seen || reduced ? '' : undefined}
      className={className ? `${state} ${className}` : state}
    >
      {children}
    </div>
  );
}
