import { useRef, type ComponentPropsWithRef } from 'react';
import { useInView } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import * as styles from './reveal.css';

/** Share of a block that must be on screen before it fades in. */
export const REVEAL_THRESHOLD = 0.1;

/** Props of {@link Reveal}: the attributes of the underlying `<div>`. */
export type RevealProps = Omit<ComponentPropsWithRef<'div'>, 'ref'>;

/**
 * A block that rises and fades in the first time a tenth of it scrolls into view. Readers who
 * prefer reduced motion see it in place at once. Keep it off content visible on arrival.
 */
export function Reveal({ className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref, { threshold: REVEAL_THRESHOLD });
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
