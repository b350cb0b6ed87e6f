import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `<html>`'s `scroll-padding-top` equal to the sticky header's height, so a jump to any
 * section lands just below the header whatever the language makes it wrap to. It reads the
 * size from ResizeObserver (no forced layout) and writes one non-inherited property on one
 * element, so it costs no page-wide style recalculation.
 */
export function useSiteHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height;
      if (height !== undefined) root.style.scrollPaddingTop = `${Math.ceil(height)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [ref]);
}
