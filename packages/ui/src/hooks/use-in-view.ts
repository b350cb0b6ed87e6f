import { useEffect, useState, type RefObject } from 'react';

/** Options of {@link useInView}. */
export interface InViewOptions {
  /** Share of the element (0–1) that must be visible; defaults to 0.1. */
  threshold?: number;
  /** Stop watching after the first time it is seen (the default): for one-off animations. */
  once?: boolean;
  /** Grows or shrinks the viewport it must be seen in (IntersectionObserver's `rootMargin`). */
  margin?: string;
}

/**
 * Whether the element is at least `threshold` visible in the viewport (IntersectionObserver).
 * Without IntersectionObserver (very old browsers, some test environments) it reports `true`,
 * so content that waits for it is never left hidden.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0.1, once = true, margin }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
          if (visible && once) {
            setInView(true);
            observer.disconnect();
            return;
          }
          if (!once) setInView(visible);
        }
      },
      { threshold, ...(margin ? { rootMargin: margin } : {}) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, once, margin]);
  return inView;
}
