import { useEffect, useRef } from 'react';

/**
 * A USB barcode scanner is a keyboard: it types the code, a key every few milliseconds, then
 * Enter. These read such a burst wherever the focus is (a button just clicked, the page
 * itself), so a scan is never lost because the desk's field lost focus; a person typing is
 * slower and is left alone.
 */

/** The most time between two keys of one scan; people type a key every 100 ms or more. */
export const SCANNER_KEY_GAP_MS = 40;
/** The shortest code a scan can be: shorter bursts are someone's keyboard shortcut. */
const MIN_SCAN_LENGTH = 4;

/** Where typing belongs to a field (or a dialog) and not to the page. */
function typingIntoSomething(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="alertdialog"]')) {
    return true;
  }
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A keydown handler that calls `onScan` with each scanner burst typed outside a field, and
 * keeps the burst's Enter from pressing the focused button. `now` is the clock (a test's).
 */
export function scannerKeys(onScan: (code: string) => void, now = () => performance.now()) {
  let code = '';
  let last = Number.NEGATIVE_INFINITY;
  return (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typingIntoSomething(event.target)) {
      code = '';
      return;
    }
    const at = now();
    if (at - last > SCANNER_KEY_GAP_MS) code = '';
    last = at;
    if (event.key === 'Enter') {
      if (code.length >= MIN_SCAN_LENGTH) {
        event.preventDefault();
        onScan(code);
      }
      code = '';
    } else if (event.key.length === 1) {
      code += event.key;
    }
  };
}

/** Reads scanner bursts typed anywhere on the page while `enabled`, into `onScan`. */
export function useScannerKeys(onScan: (code: string) => void, enabled = true) {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);
  useEffect(() => {
    if (!enabled) return;
    const handler = scannerKeys((code) => latest.current(code));
    document.addEventListener('keydown', handler);
    return () => document.removeEventListener('keydown', handler);
  }, [enabled]);
}
