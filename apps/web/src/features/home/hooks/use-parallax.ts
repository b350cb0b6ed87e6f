import { usePrefersReducedMotion } from '@app/ui';
import { useEffect, type RefObject } from 'react';

/**
 * Moves `layer` down by `factor` × the page's scroll offset, so it drifts at (1 − factor) of the
 * scroll speed behind the content (a parallax). Written through CSSOM once per frame, which the
 * strict Content-Security-Policy allows. Still when the reader prefers reduced motion.
 */
export function useParallax(layer: RefObject<HTMLElement | null>, factor: number): void {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    if (reduced) {
      place(element, null);
      return;
    }
    let frame = 0;
    const apply = () => {
      frame = 0;
      const offset = window.scrollY;
      // Past the hero nothing shows the layer: skip the work while it is off screen.
      if (offset > window.innerHeight * 2) return;
      place(element, offset * factor);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    // Nothing is written until the page scrolls: at the top the layer needs no offset, and
    // reading the offset now, during mount, would force a layout of the whole page.
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      place(element, null);
    };
  }, [layer, factor, reduced]);
}

/** Shifts the layer down by `y` pixels (none for null). */
function place(element: HTMLElement, y: number | null) {
  element.style.transform = y === null ? '' : `translate3d(0, ${y}px, 0)`;
}
