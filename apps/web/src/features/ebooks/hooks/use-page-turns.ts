import { useEffect, type RefObject } from 'react';
import { swipeDirection, touchPoint, type ReaderEngine } from '../reader/engine';

/** True when an element between the touched one and the reader's stage can scroll sideways. */
function scrollsSideways(target: EventTarget | null, host: HTMLElement): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node && node !== host;
    node = node.parentElement
  ) {
    if (node.scrollWidth > node.clientWidth + 1) return true;
  }
  return false;
}

/** Keys that belong to the control that has focus, not to page turning. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest(
      'input, select, textarea, [contenteditable="true"], [role="radiogroup"], [role="tablist"], dialog',
    ) !== null
  );
}

/**
 * The reader's page turns by hand: the arrow keys and Page Up/Down anywhere on the page
 * (except in a control that uses them), and a swipe on the stage `host`, unless the finger was
 * scrolling a zoomed page sideways. Nothing turns until `engine` is open.
 */
export function usePageTurns(
  engine: ReaderEngine | null,
  hostRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!engine) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsArrowKeys(event.target)) return;
      if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        void engine.previous();
      } else if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        void engine.next();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engine]);

  // A swipe turns the page on a phone.
  useEffect(() => {
    const host = hostRef.current;
    if (!engine || !host) return;
    let start: ReturnType<typeof touchPoint> = null;
    const onStart = (event: TouchEvent) => {
      start = event.touches.length === 1 ? touchPoint(event) : null;
    };
    const onEnd = (event: TouchEvent) => {
      const end = touchPoint(event);
      const direction = start && end ? swipeDirection(start, end) : null;
      start = null;
      if (!direction || scrollsSideways(event.target, host)) return;
      void (direction === 'next' ? engine.next() : engine.previous());
    };
    host.addEventListener('touchstart', onStart, { passive: true });
    host.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      host.removeEventListener('touchstart', onStart);
      host.removeEventListener('touchend', onEnd);
    };
  }, [engine, hostRef]);
}
