import { prefersReducedMotion } from './hooks/use-reduced-motion';
import { vars } from './theme.css';

/**
 * `scroll-margin-top` for page sections: a little air below the sticky header, whose own height
 * the header keeps in `<html>`'s `scroll-padding-top` (`useSiteHeaderHeight`).
 */
export const sectionScrollMargin = vars.space.xs;

/**
 * Scrolls a section of the page into view (smoothly, unless the reader prefers reduced motion)
 * and moves keyboard focus to it, so the next Tab continues from there and screen readers read
 * it. The sticky header's height comes from `scroll-padding-top` (see `useSiteHeaderHeight`).
 * Returns false when there is no element with that id. `smooth: false` jumps at once: right
 * after a page loads, when lists above may still grow, the browser's scroll anchoring then keeps
 * the section in place, which it cannot do during a smooth scroll.
 */
export function scrollToSection(id: string, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // 'instant', not 'auto': 'auto' follows the page's CSS `scroll-behavior`, which is smooth.
  const behavior = smooth && !prefersReducedMotion() ? 'smooth' : 'instant';
  target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
