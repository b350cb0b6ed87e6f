import { prefersReducedMotion } from './hooks/use-reduced-motion';
import { vars } from './theme.css';

/**
 * `scroll-margin-top` for page sections: a little air below the sticky header, whose own height
 * the header keeps in `<html>`'s `scroll-padding-top` (`useSiteHeaderHeight`).
 */
export const sectionScrollMargin = vars.space.xs;

/** Ends the hold of the last section scrolled to, if any (see `scrollToSection`). */
let releaseHold: () => void = () => {};

export function releaseSectionHold(): void {
  releaseHold();
}

/**
 * Keeps `target` at the top of the page while the content above it changes height (lists that
 * are still loading), until the reader scrolls, taps or types, or five seconds pass. Browsers'
 * scroll anchoring does this after an instant jump, but not during a smooth scroll: without the
 * hold, a section below the events list is left off screen when the list arrives mid-scroll.
 */
function holdInPlace(target: HTMLElement): void {
  releaseHold();
  const page = document.getElementById('main') ?? document.body;
  if (typeof ResizeObserver === 'undefined') return;
  const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let height = page.getBoundingClientRect().height;
  // Called at once with the size as it is: only a change of height moves the section.
  const observer = new ResizeObserver(() => {
    const now = page.getBoundingClientRect().height;
    if (now === height) return;
    height = now;
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
  });
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of readerMoves) window.removeEventListener(type, release);
    releaseHold = () => {};
  };
  const timer = window.setTimeout(release, 5000);
  for (const type of readerMoves) window.addEventListener(type, release, { passive: true });
  observer.observe(page);
  releaseHold = release;
}

/**
 * Scrolls a section of the page into view (smoothly, unless the reader prefers reduced motion)
 * and moves keyboard focus to it, so the next Tab continues from there and screen readers read
 * it, then keeps it there while lists above it finish loading (`holdInPlace`). The sticky
 * header's height comes from `scroll-padding-top` (see `useSiteHeaderHeight`). Returns false
 * when there is no element with that id. `smooth: false` jumps at once (a page opened at
 * `/#section`).
 */
export function scrollToSection(id: string, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // 'instant', not 'auto': 'auto' follows the page's CSS `scroll-behavior`, which is smooth.
  const behavior = smooth && !prefersReducedMotion() ? 'smooth' : 'instant';
  target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  holdInPlace(target);
  return true;
}
